import { BET_ERROR_CODES, type UrlLocale } from "@casino/contract";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { oneOf } from "../../../lib/json/shape";
import { refusalText } from "../../../lib/refusal-text";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Codes after which the slip's prices and market states are fetched again, so the player sees what changed. */
const isBetErrorCode = oneOf(BET_ERROR_CODES);

const STALE_PRICE_CODES = new Set<string>([
  "ODDS_CHANGED",
  "MARKET_SUSPENDED",
  "MARKET_CLOSED",
  "EVENT_STARTED",
  "SELECTION_NOT_FOUND",
]);

export interface BetRefusal {
  text: string;
  code: string | null;
  /** The slip should re-read its prices. */
  stalePrices: boolean;
  /** Offer a deposit. */
  needsFunds: boolean;
}

/**
 * A refused bet or cash-out as the player reads it: our text per BetErrorCode, the responsible-gambling texts for
 * a limit, a break or an exclusion, else the generic text.
 */
export function betRefusal(
  t: Translate,
  error: unknown,
  context: { locale: UrlLocale; currency?: string },
): BetRefusal {
  const code = error instanceof ApiError ? String(error.code) : null;
  const text = isBetErrorCode(code)
    ? t(`sports.errors.${code}`)
    : (refusalText(t, error, context) ?? errorText(t, error, "sports.errors.generic"));
  return {
    text,
    code,
    stalePrices: code !== null && STALE_PRICE_CODES.has(code),
    needsFunds: code === "INSUFFICIENT_FUNDS",
  };
}
