import { FORMAT_LOCALE, TIME_ZONE, type UrlLocale } from "@casino/contract";

/** A timestamp as the player reads it: in the page's language, on the Amsterdam clock (SPEC §9). */
export function formatDateTime(value: string | Date, locale: UrlLocale): string {
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}

/** A calendar date (YYYY-MM-DD, e.g. a birth date) in the page's language; it has no time zone of its own. */
export function formatCalendarDate(value: string, locale: UrlLocale): string {
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
