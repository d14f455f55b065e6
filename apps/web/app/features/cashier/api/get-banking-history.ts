import { BankingHistoryResponse } from "@casino/contract";
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

/** The start of an Amsterdam calendar day as an instant (CET/CEST are both handled by asking Intl). */
export function amsterdamDayStart(date: string): string {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = new Date(guess.toLocaleString("en-US", { timeZone: "Europe/Amsterdam" }));
  const offsetMs = local.getTime() - guess.getTime();
  return new Date(guess.getTime() - offsetMs).toISOString();
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export const bankingHistoryQueryOptions = (filter: BankingFilter) =>
  infiniteQueryOptions({
    queryKey: userKey("cashier", "history", filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api("/api/user/bankingHistory", BankingHistoryResponse, {
        signal,
        query: {
          offset: pageParam,
          limit: PAGE,
          type: filter.type,
          startDate: filter.from ? amsterdamDayStart(filter.from) : undefined,
          endDate: filter.to ? amsterdamDayStart(nextDay(filter.to)) : undefined,
        },
      }),
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((n, p) => n + p.items.length, 0) : undefined,
  });

/** Deposits and withdrawals, newest first, a page at a time (load more). */
export const useBankingHistory = (filter: BankingFilter) =>
  useInfiniteQuery(bankingHistoryQueryOptions(filter));
