import { FORMAT_LOCALE, TIME_ZONE, type UrlLocale } from "@casino/contract";
import { dateTimeFormat } from "./intl";

/**
 * A timestamp as the player reads it: in the page's language, on the Amsterdam clock
 * (docs/product/i18n.md#time-zone).
 */
export function formatDateTime(value: string | Date, locale: UrlLocale): string {
  return dateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(value));
}

/** A calendar date (YYYY-MM-DD, e.g. a birth date) in the page's language; it has no time zone of its own. */
export function formatCalendarDate(value: string, locale: UrlLocale): string {
  const [y, m, d] = value.split("-").map(Number);
  if (!y || !m || !d) return value;
  return dateTimeFormat(FORMAT_LOCALE[locale], { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** An ISO weekday's name (1 = Monday … 7 = Sunday) in the page's language, e.g. "Friday" / "Freitag". */
export function weekdayName(day: number, locale: UrlLocale): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(FORMAT_LOCALE[locale], { timeZone: "UTC", weekday: "long" }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/** Names as a list in the page's language: "A, B and C" / "A, B und C". */
export function formatList(names: readonly string[], locale: UrlLocale): string {
  return new Intl.ListFormat(FORMAT_LOCALE[locale], { type: "conjunction" }).format(names);
}

/** ISO weekdays as a list in the page's language: "Monday and Friday" / "Montag und Freitag". */
export function formatWeekdays(days: readonly number[], locale: UrlLocale): string {
  return formatList(
    days.map((day) => weekdayName(day, locale)),
    locale,
  );
}

/** A moment with its weekday, on the Amsterdam clock: "Friday 3 April at 00:00" / "Freitag, 3. April um 00:00". */
export function formatWeekdayTime(value: string | Date, locale: UrlLocale): string {
  return dateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(value));
}
