import type { UrlLocale } from "@casino/contract";
import type { FastifyRequest } from "fastify";

/** The guest's chosen display currency (the locale and currency modal and the settings page set it). */
export const DISPLAY_CURRENCY_COOKIE = "display_currency";

/** The country a locale's visitors most likely live in (English falls back to the configured default). */
const LOCALE_COUNTRY: Record<UrlLocale, string | undefined> = { en: undefined, de: "DE", "en-ca": "CA" };

/**
 * Who is looking at money on the site, from the request: the session's player, the currencies a guest chose
 * (`asked` by the app, then the display-currency cookie) and the countries that hint at a guest's currency
 * (visitor-country headers from the edge, then the page's locale). The account module decides the currency.
 */
export function viewerOf(request: FastifyRequest, locale: UrlLocale, asked?: string) {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value.trim() : undefined;
  };
  return {
    userId: request.principal?.userId ?? null,
    chosen: [asked, request.cookies?.[DISPLAY_CURRENCY_COOKIE]],
    countries: [header("cf-ipcountry"), header("x-country"), LOCALE_COUNTRY[locale]],
  };
}

/**
 * The viewer of a public, shared-cache response (CMS pages): only what the URL says (`asked`) and the page's
 * locale, so the same URL always answers the same text.
 */
export function publicViewerOf(locale: UrlLocale, asked?: string) {
  return { userId: null, chosen: [asked], countries: [LOCALE_COUNTRY[locale]] };
}

/**
 * The country a request comes from, for what is switched on per country (the catalogue): the edge's visitor-country
 * headers (as `viewerOf`), else `fallback` (the configured DEFAULT_COUNTRY).
 */
export function visitorCountry(request: FastifyRequest, fallback: string): string {
  for (const name of ["cf-ipcountry", "x-country"]) {
    const value = request.headers[name];
    if (typeof value === "string" && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return fallback.toUpperCase();
}
