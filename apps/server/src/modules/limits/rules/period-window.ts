import type { LimitPeriod } from "@casino/contract";
import { localParts, zonedInstant } from "../../../platform/calendar";

/** A limit window: from `start` (inclusive) to `end` (exclusive). */
export interface PeriodWindow {
  start: Date;
  end: Date;
}

/**
 * The window of a limit period that contains `now`, on the Europe/Amsterdam calendar
 * (docs/product/i18n.md#time-zone): a day from local midnight, a week from Monday 00:00, a month from the 1st 00:00
 * (UKGC RTS 12 periods of 24 hours, 7 days and a month, read as calendar periods so that every player's limit resets
 * at the same, visible moment). DST-correct: the day of a clock change is 23 or 25 hours long.
 */
export function periodWindow(period: LimitPeriod, now: Date): PeriodWindow {
  const { year, month, day } = localParts(now);
  const midnight = (d: number, m = month) => zonedInstant({ year, month: m, day: d });
  if (period === "daily") return { start: midnight(day), end: midnight(day + 1) };
  if (period === "weekly") {
    // getUTCDay of the local calendar date: 0 = Sunday; weeks start on Monday (ISO 8601).
    const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
    return { start: midnight(day - sinceMonday), end: midnight(day - sinceMonday + 7) };
  }
  return { start: midnight(1), end: midnight(1, month + 1) };
}

/** A span of time as a player picks it: whole hours, or calendar days and months in Europe/Amsterdam. */
export interface Span {
  hours?: number;
  days?: number;
  months?: number;
}

/**
 * `from` plus a span. Days and months are calendar steps on the Amsterdam wall clock (a 7-day break that starts
 * at 20:00 ends at 20:00 however the clocks changed); a month from the 31st ends on the last day of a short month.
 */
export function addSpan(from: Date, span: Span): Date {
  if (span.hours) return new Date(from.getTime() + span.hours * 3_600_000);
  const local = localParts(from);
  const months = local.month - 1 + (span.months ?? 0);
  const year = local.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(local.day, lastDay) + (span.days ?? 0);
  return zonedInstant({ ...local, year, month, day });
}
