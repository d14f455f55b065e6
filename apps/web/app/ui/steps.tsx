import { clsx } from "clsx";
import { Check } from "lucide-react";

/** Progress through a multi-step flow: done steps get a tick, the current one is marked aria-current="step". */
export function Steps({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <ol aria-label={label} className="mb-5 flex items-center gap-2">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
            title={step}
          >
            <span
              className={clsx(
                "h-1.5 rounded-full transition-colors",
                done ? "bg-primary" : active ? "bg-primary-strong" : "bg-surface-3",
              )}
            />
            <span
              className={clsx(
                "flex items-center gap-1 truncate text-[11px] font-semibold uppercase tracking-wide",
                active ? "text-text" : "text-subtle",
              )}
            >
              {done ? (
                <Check className="hidden size-3 shrink-0 text-primary-strong sm:block" aria-hidden />
              ) : null}
              <span className="truncate">{step}</span>
              {done ? <span className="sr-only"> ✓</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
