import { ODDS_FORMATS, type OddsFormat, type UrlLocale } from "@casino/contract";
import { formatOdds } from "@casino/sports";
import { create } from "zustand";
import { oneOf } from "../../lib/json/shape";
import { useLocale } from "../../lib/locale/use-locale";
import { formatDecimal } from "../../lib/money";
import { useRootData } from "../../lib/root-data";
import { setPreferenceCookie } from "../../lib/shell-state/preference-cookie";

const isOddsFormat = oneOf(ODDS_FORMATS);

/** The cookie holding the player's odds format; read by SSR so the first paint shows the right prices. */
export const ODDS_COOKIE = "vela_odds";

/** Canadian players read American odds (+150 / −200); everyone else decimal (2.50). */
export function defaultOddsFormat(locale: UrlLocale): OddsFormat {
  return locale === "en-ca" ? "american" : "decimal";
}

/** The format from the cookie header, else the locale's default. */
export function readOddsFormat(cookieHeader: string | null | undefined, locale: UrlLocale): OddsFormat {
  const match = /(?:^|;\s*)vela_odds=([a-z]+)/.exec(cookieHeader ?? "");
  const format = match?.[1];
  return isOddsFormat(format) ? format : defaultOddsFormat(locale);
}

/** The format chosen in this page's life (null until the player picks one: the SSR value applies). */
const useChosen = create<{ format: OddsFormat | null }>(() => ({ format: null }));

/** Remembers the player's choice in the cookie and applies it to every price on screen at once. */
export function chooseOddsFormat(format: OddsFormat): void {
  setPreferenceCookie(ODDS_COOKIE, format);
  useChosen.setState({ format });
}

/** The player's odds format: chosen now, else what the server read from the cookie, else the locale's default. */
export function useOddsFormat(): OddsFormat {
  const locale = useLocale();
  const fromServer = useRootData()?.oddsFormat;
  return useChosen((state) => state.format) ?? fromServer ?? defaultOddsFormat(locale);
}

/** Odds in a format and the page's language: decimal odds take the locale's separator (German "2,50"). */
export function localOdds(decimal: number, format: OddsFormat, locale: UrlLocale): string {
  // The maths refuses odds of 1 or less (no price); show a dash rather than failing the page.
  if (!(decimal > 1)) return "–";
  return format === "decimal" ? formatDecimal(decimal, locale) : formatOdds(decimal, format);
}

/** A formatter of decimal odds in the player's format: 2.5 → "2.50" ("2,50" in German), "6/4" or "+150". */
export function useFormatOdds(): (decimal: number) => string {
  const format = useOddsFormat();
  const locale = useLocale();
  return (decimal) => localOdds(decimal, format, locale);
}
