import { clsx } from "clsx";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type ReactNode, useId } from "react";

/** Ids a control needs to point at its label, help and messages. */
export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Problem text: shown in red, sets aria-invalid on the control. */
  error?: string | null;
  /** Good news about the value (e.g. a server-side check passed), shown in green. */
  success?: string | null;
  /** Help shown under the control while there is no error. */
  hint?: ReactNode;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/**
 * Label, control and messages for one form field. The message line always takes its space, so a message that
 * appears on blur does not move the fields below it.
 */
export function FieldFrame({ label, error, success, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error || success || hint;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {label}
      </label>
      {children({ id, describedBy: message ? messageId : undefined, invalid: !!error })}
      <p
        id={messageId}
        className={clsx(
          "flex min-h-5 items-start gap-1.5 text-xs leading-5",
          error ? "text-danger" : success ? "text-success" : "text-subtle",
        )}
        aria-live={error || success ? "polite" : undefined}
      >
        {error ? <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden /> : null}
        {!error && success ? <CircleCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden /> : null}
        <span>{message}</span>
      </p>
    </div>
  );
}

/** The look of a text input or select; a red ring when invalid. */
export const controlClass = (invalid: boolean, extra?: string) =>
  clsx(
    "h-11 w-full min-w-0 rounded-xl border bg-surface-2/60 px-3.5 text-[15px] text-text placeholder:text-subtle",
    "transition-colors focus:bg-surface-2 focus:outline-none focus-visible:ring-2",
    "disabled:opacity-60",
    invalid
      ? "border-danger ring-1 ring-danger/40 focus-visible:ring-danger/60"
      : "border-border focus:border-primary focus-visible:ring-focus/60",
    extra,
  );
