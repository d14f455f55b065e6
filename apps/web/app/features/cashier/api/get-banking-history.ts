import { cashierApi, TIME_ZONE } from "@casino/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export interface BankingFilter {
  /** YYYY-MM-DD, inclusive, on the Amsterdam calendar. */
  from?: string | undefined;
  to?: string | undefined;
  type?: "deposit" | "withdrawal" | undefined;
}

const PAGE = 20;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far Amsterdam's clock is ahead of UTC at an instant (+1 h in winter, +2 h in summer). */
function amsterdamOffsetMs(instant: Date): number {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The start of an Amsterdam calendar day as an instant. Only Intl's parts are read, never the browser's own zone,
 * so a player abroad filters by the same days the site shows. The offset is taken at the result, so the 23- and
 * 25-hour days of the clock changes (last Sunday of March and October) start right too.
 */
export function amsterdamDayStart(date: string): string {
  const midnightUtc = new Date(`${date}T00:00:00Z`);
  const first = new Date(midnightUtc.getTime() - amsterdamOffsetMs(midnightUtc));
  return new Date(midnightUtc.getTime() - amsterdamOffsetMs(first)).toISOString();
}

/** Today's date on the Amsterdam calendar, YYYY-MM-DD. */
export function amsterdamToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);
}

/** A calendar date moved by whole days (no clock involved): addDays("2026-03-01", -1) → "2026-02-28". */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const bankingHistoryQueryOptions = (filter: BankingFilter) =>
  infiniteQueryOptions({
    queryKey: userKey("cashier", "history", filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api(cashierApi.getUserBankingHistory, {
        signal,
        query: {
          offset: pageParam,
          limit: PAGE,
          type: filter.type,
          startDate: filter.from ? amsterdamDayStart(filter.from) : undefined,
          // `to` is inclusive: up to the start of the next Amsterdam day.
          endDate: filter.to ? amsterdamDayStart(addDays(filter.to, 1)) : undefined,
        },
      }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.items.length, 0) : undefined,
  });

/** Deposits and withdrawals, newest first, a page at a time (load more). */
export const useBankingHistory = (filter: BankingFilter, enabled = true) =>
  useInfiniteQuery({ ...bankingHistoryQueryOptions(filter), enabled });
