import { casinoApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdle } from "../../../lib/when-idle";
import type { ServerInit } from "./server-init";

const LIVE = 10_000;

/** The latest wins, refreshed every 10 s; first fetched once the page is idle (they stand below the games). */
export function useRecentWinners() {
  const idle = useIdle();
  return useQuery({
    queryKey: ["casino", "recentWinners"],
    queryFn: ({ signal }) => api(casinoApi.getRecentWinners, { query: { limit: 20 }, signal }),
    refetchInterval: LIVE,
    enabled: idle,
  });
}

/** The latest bets, refreshed every 10 s; first fetched once the page is idle (they stand below the games). */
export function useLatestBets() {
  const idle = useIdle();
  return useQuery({
    queryKey: ["casino", "latestBets"],
    queryFn: ({ signal }) => api(casinoApi.getLatestBets, { signal }),
    refetchInterval: LIVE,
    enabled: idle,
  });
}

export const HIGHLIGHTED_KEY = ["casino", "highlighted"] as const;

export const getHighlighted = (init: ServerInit = {}) =>
  api(casinoApi.getCasinoGamesHighlighted, {
    origin: init.origin,
    signal: init.signal,
    headers: init.headers,
  });

/** Games the operator highlights in the lobby. */
export const useHighlighted = () =>
  useQuery({
    queryKey: HIGHLIGHTED_KEY,
    queryFn: ({ signal }) => getHighlighted({ signal }),
    staleTime: 300_000,
  });
