import type { InputHTMLAttributes, ReactNode } from "react";
import { controlClass, FieldFrame } from "./field";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> {
  label: ReactNode;
  error?: string | null;
  success?: string | null;
  hint?: ReactNode;
  /** Something inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: React.Ref<HTMLInputElement>;
}

/** A labelled text input with its error (aria-invalid + aria-describedby) and success messages. */
export function TextField({ label, error, success, hint, trailing, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} success={success} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClass(invalid, trailing ? "pr-12" : undefined)}
            {...input}
          />
          {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
        </div>
      )}
    </FieldFrame>
  );
}
