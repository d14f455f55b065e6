import { FORMAT_LOCALE, TIME_ZONE, type UrlLocale } from "@casino/contract";
import { dateTimeFormat } from "../../../i18n/intl";

const dayKey = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });

/** The Amsterdam calendar day of an instant, YYYY-MM-DD (fixtures are listed by the book's own day). */
export function amsterdamDay(value: string | Date): string {
  return dayKey.format(new Date(value));
}

/** A calendar day moved by whole days: addDays("2026-03-31", 1) → "2026-04-01". */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next `count` Amsterdam days from today, for the date filter. */
export function upcomingDays(now: Date, count: number): string[] {
  const today = amsterdamDay(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

/** Kick-off time on the Amsterdam clock: "18:45" / "6:45 p.m.". */
export function formatKickoff(value: string, locale: UrlLocale): string {
  return dateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(value));
}

/** A day as a short label: "Sat 3 May" / "Sa., 3. Mai". */
export function formatDayShort(day: string, locale: UrlLocale): string {
  return dateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "today", "tomorrow" or null, relative to `now` on the Amsterdam calendar. */
export function relativeDay(day: string, now: Date): "today" | "tomorrow" | null {
  const today = amsterdamDay(now);
  if (day === today) return "today";
  if (day === addDays(today, 1)) return "tomorrow";
  return null;
}
