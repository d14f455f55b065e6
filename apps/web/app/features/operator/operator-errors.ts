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
  "FOUR_EYES",
  "ADJUSTMENT_NOT_PENDING",
  "LAST_ADMIN",
  "CHARGEBACK_EXISTS",
  "CHARGEBACK_NOT_POSSIBLE",
  "WEEK_NOT_SCHEDULABLE",
  "SIGNAL_NOT_FOUND",
  "SIGNAL_ACKNOWLEDGED",
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

/**
 * The text of a failed grant: the look-up's 404 means no such username, and a refusal because the player already
 * has the campaign in play (one open grant per player and campaign) is said plainly; anything else as above.
 */
export function grantErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "NOT_FOUND") return t("operator.bonuses.grantForm.noPlayer");
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (error.code === "BONUS_NOT_APPLICABLE" && reason === "ALREADY_CLAIMED")
      return t("operator.bonuses.grantForm.alreadyOpen");
  }
  return operatorErrorText(t, error);
}
