import type { ClaimPeriod } from "@casino/contract";
import { localParts, zonedInstant } from "../../platform/calendar";

// A campaign's day and time window ("Friday reload"), on the Europe/Amsterdam wall clock: ISO weekdays and a time
// of day from `availableFrom` until `availableUntil` (exclusive). Instants come from the zone's rules, so a window
// opens at local 00:00 on both sides of a daylight-saving change.

/** The window as a campaign stores it. */
export interface Window {
  availableDays: number[] | null;
  availableFrom: string | null;
  availableUntil: string | null;
}

/** One opening: from `start` (inclusive) to `end` (exclusive). */
export interface Opening {
  start: Date;
  end: Date;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the campaign has a window at all (otherwise it is open whenever it is valid). */
export const hasWindow = (w: Window) =>
  (w.availableDays?.length ?? 0) > 0 || w.availableFrom !== null || w.availableUntil !== null;

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
const isoWeekday = (year: number, month: number, day: number) =>
  ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

/** The opening on the Amsterdam calendar day `offset` days after the day of `at`, if that day has one. */
function openingOn(w: Window, at: Date, offset: number): Opening | null {
  const today = localParts(at);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  if (w.availableDays?.length && !w.availableDays.includes(isoWeekday(year, month, day))) return null;
  const from = minutesOf(w.availableFrom ?? "00:00");
  const start = zonedInstant({ year, month, day, hour: Math.floor(from / 60), minute: from % 60 });
  const until = w.availableUntil === null ? null : minutesOf(w.availableUntil);
  const end =
    until === null
      ? zonedInstant({ year, month, day: day + 1 })
      : zonedInstant({ year, month, day, hour: Math.floor(until / 60), minute: until % 60 });
  return end > start ? { start, end } : null;
}

/** The opening `at` falls in, or null when the window is closed then (a campaign without one is always open). */
export function openingAt(w: Window, at: Date): Opening | null {
  if (!hasWindow(w)) return { start: new Date(0), end: new Date(8.64e15) };
  const opening = openingOn(w, at, 0);
  return opening && opening.start <= at && at < opening.end ? opening : null;
}

/** When the window opens next after `at` (within the coming week), or null when it never does. */
export function nextOpening(w: Window, at: Date): Date | null {
  if (!hasWindow(w)) return null;
  for (let offset = 0; offset <= 8; offset++) {
    const opening = openingOn(w, at, offset);
    if (opening && opening.start > at) return opening.start;
  }
  return null;
}

/** Checks an operator's window: times HH:MM, and a day's window that starts before it ends. */
export function windowProblem(w: Window): string | null {
  if (w.availableFrom !== null && w.availableUntil !== null) {
    if (minutesOf(w.availableFrom) >= minutesOf(w.availableUntil))
      return "availableUntil must be after availableFrom (a window does not run past midnight)";
  }
  return null;
}

/** The Monday 00:00 (Amsterdam) that starts the week `at` falls in. */
export function weekStart(at: Date): Date {
  const today = localParts(at);
  const weekday = isoWeekday(today.year, today.month, today.day);
  return zonedInstant({ year: today.year, month: today.month, day: today.day - (weekday - 1) });
}

/** The Monday 00:00 (Amsterdam) after the week that starts at `start`. */
export function weekEnd(start: Date): Date {
  const first = localParts(start);
  return zonedInstant({ year: first.year, month: first.month, day: first.day + 7 });
}

/** The start of the Amsterdam day, week (Monday) or month that `at` falls in (a campaign's claim-limit period). */
export function periodStart(period: ClaimPeriod, at: Date): Date {
  if (period === "week") return weekStart(at);
  const today = localParts(at);
  return zonedInstant({ year: today.year, month: today.month, day: period === "day" ? today.day : 1 });
}

/** The start of the period after the one that starts at `start`. */
export function periodEnd(period: ClaimPeriod, start: Date): Date {
  if (period === "week") return weekEnd(start);
  const first = localParts(start);
  return period === "day"
    ? zonedInstant({ year: first.year, month: first.month, day: first.day + 1 })
    : zonedInstant({ year: first.year, month: first.month + 1, day: 1 });
}
