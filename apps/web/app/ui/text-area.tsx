import { clsx } from "clsx";
import type { ReactNode, TextareaHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./field";

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "children"> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line input with its error (aria-invalid + aria-describedby), like TextField. */
export function TextArea({ label, error, hint, className, rows = 5, ...input }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={clsx(controlClass(invalid), "h-auto min-h-28 resize-y py-2.5 leading-relaxed")}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
