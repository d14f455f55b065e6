import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { type CheckedField, type FieldCheckBody, useValidateField } from "../api/validate-field";

/**
 * A server-side field check run on blur (docs/product/accounts.md#field-checks). Its verdict belongs to the value it
 * checked: once the player edits the field the verdict is dropped, and the same value is never checked twice in a
 * row.
 */
export function useServerCheck<F extends CheckedField>(field: F) {
  const { t } = useTranslation();
  const mutation = useValidateField(field);
  const [checkedValue, setCheckedValue] = useState<string | null>(null);

  return {
    check(value: string, body: FieldCheckBody[F]) {
      if (value === checkedValue && !mutation.isError) return;
      setCheckedValue(value);
      mutation.mutate(body);
    },
    /** Forget the verdict (call on every edit). */
    reset() {
      if (checkedValue === null) return;
      setCheckedValue(null);
      mutation.reset();
    },
    /** What to show under the field for `value`: a success text, an error, or "checking". */
    feedback(value: string): { success?: string; error?: string; pending?: boolean } {
      if (checkedValue !== value) return {};
      if (mutation.isPending) return { pending: true };
      if (mutation.isSuccess) return { success: t(`signup.validated.${field}`) };
      if (mutation.isError) return { error: errorText(t, mutation.error) };
      return {};
    },
    /** The server said no to the current value (a 4xx verdict, not an outage): submitting would fail the same way. */
    rejects: (value: string) =>
      checkedValue === value &&
      mutation.error instanceof ApiError &&
      (mutation.error.status === 400 || mutation.error.status === 409),
  };
}
