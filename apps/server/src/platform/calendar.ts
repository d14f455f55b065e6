import { TIME_ZONE } from "@casino/contract";

/**
 * The calendar date (YYYY-MM-DD) of an instant in the product's time zone, Europe/Amsterdam
 * (docs/product/i18n.md#time-zone).
 */
export function calendarDate(instant: Date, timeZone = TIME_ZONE): string {
  return formatter(
    dateFormats,
    timeZone,
    () =>
      // en-CA formats dates as YYYY-MM-DD.
      new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(instant);
}

/**
 * Formatters per time zone, made once: making an Intl.DateTimeFormat costs far more than using one, and a zoned
 * instant uses four (the feed's calendar makes hundreds at a time).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();
function formatter(
  made: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = made.get(timeZone);
  if (!format) {
    format = make();
    made.set(timeZone, format);
  }
  return format;
}

/** Whether someone born on `birthDate` (YYYY-MM-DD) has turned `years` on `today` (YYYY-MM-DD). */
export function hasTurned(birthDate: string, years: number, today: string): boolean {
  const cutoff = `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
  // String order is date order for YYYY-MM-DD; a 29 February birthday comes of age on 1 March in common years.
  return birthDate <= cutoff;
}

/** Whether a YYYY-MM-DD string names a real calendar date. */
export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/** A wall-clock date and time in some time zone; month is 1–12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time of an instant in a time zone (default Europe/Amsterdam). */
export function localParts(instant: Date, timeZone = TIME_ZONE): LocalDateTime {
  const parts = formatter(
    partFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  ).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (whole seconds), asked of ICU. */
function icuOffset(ms: number, timeZone: string): number {
  const p = localParts(new Date(ms), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

const QUARTER_HOUR = 900_000;
/** Offsets known per zone and quarter hour of UTC; a bounded memory (weeks of quarters per zone). */
const offsets = new Map<string, Map<number, number>>();
const MAX_QUARTERS = 4_096;

/**
 * How far the zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). Asking ICU takes tens of
 * microseconds and a zoned instant asks four times (a limit check's windows a dozen), so the answer is kept per
 * quarter hour of UTC: a quarter whose first and last second have the same offset has it throughout (clocks change
 * at most once in a quarter hour). A quarter with a change in it is answered exactly, each time.
 */
function zoneOffset(ms: number, timeZone: string): number {
  let known = offsets.get(timeZone);
  if (!known) {
    known = new Map();
    offsets.set(timeZone, known);
  }
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const cached = known.get(quarter);
  if (cached !== undefined) return cached;
  const start = quarter * QUARTER_HOUR;
  const first = icuOffset(start, timeZone);
  if (first !== icuOffset(start + QUARTER_HOUR - 1000, timeZone)) return icuOffset(ms, timeZone);
  if (known.size >= MAX_QUARTERS) known.clear();
  known.set(quarter, first);
  return first;
}

/**
 * The instant a wall-clock time in a zone names (DST-correct). Out-of-range fields roll over (day 32 is the 1st of
 * the next month), so callers can add days or months to the fields. A time inside a DST gap or overlap maps to one
 * of the nearest valid instants; midnight, the only time the limit windows use, is never in one in Amsterdam.
 */
export function zonedInstant(
  local: Partial<LocalDateTime> & Pick<LocalDateTime, "year" | "month" | "day">,
  timeZone = TIME_ZONE,
): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
    local.second ?? 0,
  );
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return new Date(zoneOffset(second, timeZone) === zoneOffset(first, timeZone) ? second : first);
}
