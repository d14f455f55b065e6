import { engagementApi, type JackpotCard } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const JACKPOT_KEY = ["engagement", "jackpot"] as const;

export const jackpotQueryOptions = () =>
  queryOptions({
    queryKey: JACKPOT_KEY,
    queryFn: ({ signal }) => api(engagementApi.getJackpotEgtJackpot, { signal }),
    staleTime: 60_000,
  });

/** How often the jackpot card is refreshed while it is on screen. */
const JACKPOT_REFRESH_MS = 5_000;

/**
 * The jackpot card, kept live by polling one shared query every few seconds. Not a stream: browsers allow six
 * HTTP/1.1 connections per host, and a long-lived stream per jackpot widget and tab (next to the balance stream)
 * used them up, so a deposit request in a second tab never left the browser
 * (docs/decisions/0110-progressive-jackpot.md).
 */
export function useJackpot({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jackpotQueryOptions(), enabled, refetchInterval: JACKPOT_REFRESH_MS });
}

/**
 * The amount a jackpot banner shows for each jackpot: its top level's live value in major units (for the
 * content feature's jackpot slide, handed over by the route).
 */
export function liveJackpotAmounts(card: JackpotCard | undefined) {
  if (!card || card.levels.length === 0) return undefined;
  const top = Math.max(...card.levels.map((l) => l.currentValue));
  return { [card.jackpotId]: { amount: top / 100, currency: card.currency } };
}

/** The jackpot card for a route loader on the server (`origin`: this process's loopback address). */
export const getJackpot = (server: { origin?: string | undefined; signal?: AbortSignal | undefined }) =>
  api(engagementApi.getJackpotEgtJackpot, { origin: server.origin, signal: server.signal });
