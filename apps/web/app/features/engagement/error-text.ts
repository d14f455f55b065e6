import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** Our text for an engagement error code (engagement.errors.*), else the app's generic error text. */
export function engagementError(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    const own = t(`engagement.errors.${String(error.code)}`, { defaultValue: "" });
    if (own) return own;
  }
  return errorText(t, error);
}
