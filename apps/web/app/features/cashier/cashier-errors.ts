import type { UrlLocale } from "@casino/contract";
import { ApiError } from "../../lib/api-client";
import { refusalText } from "../../lib/refusal-text";

type Translate = (key: string) => string;

/** Codes we say in the player's language (clients branch on codes, never on message text). */
const LOCALISED = new Set([
  "INSUFFICIENT_FUNDS",
  "CURRENCY_MISMATCH",
  "CANCEL_NOT_POSSIBLE",
  "WITHDRAWAL_NOT_PENDING",
  "PROVIDER_UNAVAILABLE",
  "DEPOSIT_STARTING",
  "RATE_LIMITED",
  "IMPERSONATION_READ_ONLY",
]);

/**
 * The text of a failed cashier call. Our own text for the codes above; otherwise a refusal (400/403) shows the
 * server's message, which carries what the player needs — the configured minimum, the deposit limit left and when
 * it resets, the end of a cool-off (docs/product/cashier.md#errors: a refused withdrawal shows the server's message);
 * anything else gets the fixed fallback text of the call (docs/product/cashier.md#errors) (e.g. "Could init
 * cashier").
 */
export function cashierErrorText(
  t: Translate,
  error: unknown,
  fallbackKey: string,
  context?: { locale: UrlLocale; currency?: string },
): string {
  if (!(error instanceof ApiError)) return t(fallbackKey);
  // Limits and exclusions (DEPOSIT_LIMIT, COOL_OFF, …) in the player's language, with amounts and times.
  const refusal = context ? refusalText(t, error, context) : null;
  if (refusal) return refusal;
  const code = String(error.code);
  if (LOCALISED.has(code)) return t(`cashier.errors.${code}`);
  if ((error.status === 400 || error.status === 403) && error.message) return error.message;
  return t(fallbackKey);
}
