import { ChevronDown } from "lucide-react";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./field";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  hint?: ReactNode;
  /** Shown first with an empty value, when nothing is chosen yet. */
  placeholder?: string;
}

/** A labelled native select (native for the best mobile pickers and keyboard support). */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <select
            id={id}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClass(invalid, "appearance-none pr-10")}
            {...select}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
        </div>
      )}
    </FieldFrame>
  );
}
