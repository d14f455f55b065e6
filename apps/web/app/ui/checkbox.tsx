import { clsx } from "clsx";
import { Check } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "children"> {
  children: ReactNode;
  /** Flags the box red (e.g. a consent that must be accepted) and says why. */
  error?: string | null;
  /** A small tag after the label, e.g. "Required". */
  badge?: ReactNode;
}

/** A native checkbox drawn with tokens; the whole row is the click target. */
export function Checkbox({ children, error, badge, className, ...input }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label
        htmlFor={id}
        className={clsx(
          "flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors",
          error
            ? "border-danger/70 bg-danger/5"
            : "border-border/70 hover:border-border hover:bg-surface-2/40",
        )}
      >
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(
              "peer size-5 cursor-pointer appearance-none rounded-md border-2 bg-surface-2 transition-colors",
              "checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2",
              error ? "border-danger" : "border-subtle",
            )}
            {...input}
          />
          <Check
            className="pointer-events-none absolute size-3.5 text-primary-contrast opacity-0 peer-checked:opacity-100"
            strokeWidth={3}
            aria-hidden
          />
        </span>
        <span className="min-w-0 flex-1 leading-5 text-text">
          {children}
          {badge ? <span className="ml-2 align-middle">{badge}</span> : null}
        </span>
      </label>
      {error ? (
        <p id={errorId} className="px-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
