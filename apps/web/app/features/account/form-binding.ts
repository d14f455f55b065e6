import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * Binds controlled fields to react-hook-form by name, as the profile form does: the inputs keep their DOM names
 * (autofill reads them), and each change or leave is told to react-hook-form with the value, so its mode decides when
 * a field is checked. `problem` is the field's issue (an i18n key), if react-hook-form shows one.
 */
export function useFieldBinding<T extends FieldValues>(form: UseFormReturn<T>) {
  const values = form.watch();
  return <N extends FieldPath<T> & keyof T>(name: N) => {
    const { onChange, onBlur } = form.register(name);
    return {
      value: values[name] as T[N],
      change: (value: T[N]) => onChange({ target: { name, value }, type: "change" }),
      leave: (value: T[N] = form.getValues(name) as T[N]) =>
        onBlur({ target: { name, value }, type: "blur" }),
      problem: form.getFieldState(name, form.formState).error?.message,
    };
  };
}
