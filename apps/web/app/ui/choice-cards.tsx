import { clsx } from "clsx";
import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A sample or a short explanation under the label. */
  detail?: ReactNode;
}

/**
 * A group of radio buttons drawn as cards (a setting with a few named choices). Native radios underneath, so arrow
 * keys move between choices and the group is announced with its legend.
 */
export function ChoiceCards<T extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
  testId,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange(value: T): void;
  className?: string;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className={clsx("m-0 min-w-0 border-0 p-0", className)} data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <label
              key={choice.value}
              className={clsx(
                "relative flex cursor-pointer flex-col gap-1 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
                checked
                  ? "border-primary bg-primary/10"
                  : "border-border/70 bg-surface-2/40 hover:border-border hover:bg-surface-2",
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span className="text-sm font-bold">{choice.label}</span>
              {choice.detail ? <span className="text-xs text-muted">{choice.detail}</span> : null}
              {checked ? (
                <span className="absolute top-3 right-3 grid size-5 place-items-center rounded-full bg-primary text-primary-contrast">
                  <Check className="size-3.5" aria-hidden />
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
