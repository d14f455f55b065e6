import { gamesApi } from "@casino/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

const PAGE = 20;

/** GET /api/user/casinoHistory: a page of rounds, newest first, optionally of one game. */
export const getCasinoHistory = (query: { slug?: string; offset: number }, signal?: AbortSignal) =>
  api(gamesApi.getUserCasinoHistory, { query: { ...query, limit: PAGE }, signal });

/** First page and load-more (docs/product/casino.md#round-recall), per game filter. */
export const useCasinoHistory = (slug: string | undefined) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: userKey("casinoHistory", slug ?? "all"),
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) => getCasinoHistory({ slug, offset: pageParam }, signal),
      getNextPageParam: (last, pages) =>
        last.hasMore ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
    }),
  );
