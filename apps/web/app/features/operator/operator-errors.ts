import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** Refusals of the operator calls we say in the operator's language (clients branch on codes, never on text). */
const LOCALISED = new Set([
  "WITHDRAWAL_NOT_PENDING",
  "DOCUMENT_ALREADY_REVIEWED",
  "RISK_REVIEW_OPEN",
  "NO_OPEN_REVIEW",
  "FORBIDDEN",
]);

/**
 * The text of a failed operator call: ours for the codes above, else what errorText gives (a shared code's text,
 * or the server's own refusal message, which names what went wrong).
 */
export function operatorErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && LOCALISED.has(String(error.code)))
    return t(`operator.errors.${String(error.code)}`);
  return errorText(t, error);
}

/** The call was refused because the caller is not an operator (the role was taken away mid-session). */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
