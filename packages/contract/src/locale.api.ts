import type { UrlLocale } from "./locale";

/** Locales as they appear in URLs (`/en`, `/de`, `/en-ca`); `UrlLocale` (./locale) is their schema. */
export const URL_LOCALES = ["en", "de", "en-ca"] as const;
export const DEFAULT_LOCALE: UrlLocale = "en";

/** BCP 47 tag of each URL locale, used for `<html lang>`, Intl and translation files. */
export const LOCALE_TAG: Record<UrlLocale, string> = { en: "en", de: "de", "en-ca": "en-CA" };

/**
 * The Intl locale each URL locale formats dates, times, numbers and money in. English is the British English of
 * the UK and Malta markets (24-hour clock, "1 Jan 2026"), not the United States'; `LOCALE_TAG` stays the language.
 */
export const FORMAT_LOCALE: Record<UrlLocale, string> = { en: "en-GB", de: "de-DE", "en-ca": "en-CA" };

/** The product's clock: every date is shown in this zone (docs/product/i18n.md#time-zone). */
export const TIME_ZONE = "Europe/Amsterdam";

/** Whether a URL segment is a locale; what `UrlLocale` accepts, without loading zod (locale.test.ts holds the two). */
export function isUrlLocale(value: unknown): value is UrlLocale {
  return (URL_LOCALES as readonly unknown[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header (q-values respected). */
export function localeFromAcceptLanguage(header: string | null | undefined): UrlLocale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (isUrlLocale(tag)) return tag;
    const base = tag.split("-")[0];
    if (base === "de") return "de";
    if (base === "en") return "en";
  }
  return DEFAULT_LOCALE;
}
