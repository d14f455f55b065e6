import { clsx } from "clsx";
import { useId } from "react";
import { useSportsPlayer } from "../hooks/use-sports-player";

/** A compact money input for the slip: decimal keypad, the currency at its edge, red when not an amount. */
export function StakeInput({
  label,
  value,
  onChange,
  invalid,
  className,
  testId,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  invalid?: boolean;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  const currency = useSportsPlayer()?.currency;
  return (
    <div className={clsx("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={label}
        value={value}
        aria-invalid={invalid || undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value.slice(0, 12))}
        className={clsx(
          "h-10 w-full rounded-xl border bg-surface-2/60 pl-3 text-right text-sm font-bold tabular-nums text-text placeholder:text-left placeholder:font-medium placeholder:text-subtle",
          "focus:bg-surface-2 focus:outline-none focus-visible:ring-2",
          currency ? "pr-12" : "pr-3",
          invalid
            ? "border-danger ring-1 ring-danger/40"
            : "border-border focus:border-primary focus-visible:ring-focus/60",
        )}
      />
      {currency ? (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs font-bold text-subtle">
          {currency}
        </span>
      ) : null}
    </div>
  );
}
