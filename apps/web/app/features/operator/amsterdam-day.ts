import { TIME_ZONE } from "@casino/contract";

/** A calendar day on the Amsterdam clock, YYYY-MM-DD (campaign dates are set in days, like every rule here). */
export type Day = string;

const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const WALL_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The Amsterdam calendar day an instant falls on. */
export function amsterdamDay(instant: string | Date): Day {
  return DAY_FORMAT.format(new Date(instant));
}

/** Whether a text is a real calendar day written YYYY-MM-DD (what a date input gives). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after, YYYY-MM-DD. */
export function nextDay(day: Day): Day {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Milliseconds Amsterdam's wall clock is ahead of UTC at an instant (3,600,000 in winter, 7,200,000 in summer). */
function offsetAt(ms: number): number {
  const parts = Object.fromEntries(
    WALL_FORMAT.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a day starts on the Amsterdam clock, as ISO. The offset is read at UTC midnight and checked again at
 * the result; Amsterdam changes its clocks at 01:00 UTC, never across local midnight, so one correction suffices.
 */
export function amsterdamMidnight(day: Day): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const guess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(guess)).toISOString();
}
