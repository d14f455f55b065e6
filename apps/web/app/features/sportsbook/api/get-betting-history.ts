import { sportsApi } from "@casino/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BETS_KEY } from "./keys";

export type BetsTab = "open" | "settled";

const PAGE = 20;
/** Cash-out offers follow live prices: open bets are asked again this often while the page is open. */
const OPEN_REFRESH_MS = 8_000;

export const bettingHistoryQueryOptions = (status: BetsTab) =>
  infiniteQueryOptions({
    queryKey: [...BETS_KEY, status],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api(sportsApi.getUserBettingHistory, {
        signal,
        query: { status, offset: pageParam, limit: PAGE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.bets.length, 0);
      return loaded < last.total && last.bets.length > 0 ? loaded : undefined;
    },
    refetchInterval: status === "open" ? OPEN_REFRESH_MS : false,
  });

/** GET /api/user/bettingHistory: the player's open or settled bets, newest first, a page at a time. */
export const useBettingHistory = (status: BetsTab) => useInfiniteQuery(bettingHistoryQueryOptions(status));
