import { createHmac, randomBytes } from "node:crypto";
import { LOCALE_TAG, type OddsFormat, type SportsStartInfo, type UrlLocale } from "@casino/contract";

/** The odds-format cookie the global settings write (decimal | fractional | american). */
export const ODDS_COOKIE = "vela_odds";
const FORMATS: OddsFormat[] = ["decimal", "fractional", "american"];

/**
 * docs/product/sportsbook.md#sports-session: the sports session's partner id, the same constant as the draft-mode
 * flag (docs/product/content.md#popups).
 */
export const SPORTS_PARTNER_ID = 2587;

export interface StartInfoInput {
  /** The player's session, or null for a guest. */
  session: { token: string; userId: string; expiresAt: Date } | null;
  currency: string;
  locale: UrlLocale;
  oddsCookie: string | undefined;
  secret: string;
}

/** The player's odds format: their cookie's, else American for Canadian English, else decimal. */
export function oddsFormatOf(cookie: string | undefined, locale: UrlLocale): OddsFormat {
  const chosen = FORMATS.find((f) => f === cookie);
  return chosen ?? (locale === "en-ca" ? "american" : "decimal");
}

/**
 * GET /api/sportsbook/start-info: the sports session bound to the player's session. Its token is an HMAC of the
 * session id under a server secret, so it changes with the session and reveals nothing of it; a guest gets a
 * fresh guest token that no player session stands behind.
 */
export function startInfo(input: StartInfoInput): SportsStartInfo {
  const token = input.session
    ? `s1.${createHmac("sha256", input.secret).update(`sports-session:${input.session.token}`).digest("base64url")}`
    : `g1.${randomBytes(24).toString("base64url")}`;
  return {
    partnerId: SPORTS_PARTNER_ID,
    token,
    userId: input.session?.userId ?? null,
    currency: input.currency,
    language: LOCALE_TAG[input.locale],
    oddsFormat: oddsFormatOf(input.oddsCookie, input.locale),
    expiresAt: input.session?.expiresAt.toISOString() ?? null,
  };
}
