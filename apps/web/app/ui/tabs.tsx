import { clsx } from "clsx";
import { type KeyboardEvent, useRef } from "react";

export interface TabOption<T extends string> {
  value: T;
  label: string;
  /** A short line under the label. */
  detail?: string;
}

/**
 * A segmented tab list (ARIA tabs pattern: arrow keys move between tabs, only the selected tab is in the tab
 * order). The caller renders the panel with `id={panelId}` and `role="tabpanel"`.
 */
export function Tabs<T extends string>({
  options,
  value,
  onChange,
  label,
  panelId,
  className,
}: {
  options: readonly TabOption<T>[];
  value: T;
  onChange(value: T): void;
  label: string;
  panelId: string;
  /** Layout overrides, e.g. a 2×2 grid on phones when four tabs would not fit side by side. */
  className?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (option) onChange(option.value);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx("grid grid-flow-col gap-1 rounded-2xl bg-surface-2/70 p-1", className)}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              "flex flex-col items-center rounded-xl px-3 py-2 text-center transition-colors",
              selected ? "bg-surface-3 text-text shadow-sm" : "text-muted hover:text-text",
            )}
          >
            <span className="text-sm font-bold">{option.label}</span>
            {option.detail ? (
              <span className={clsx("text-[11px]", selected ? "text-muted" : "text-subtle")}>
                {option.detail}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
