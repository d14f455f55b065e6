import { gamesApi, type RoundRequest, walletApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export type PlayMode = "real" | "fun";

/** POST /api/games/{slug}/launch. */
export const launchGame = (slug: string, mode: PlayMode) =>
  api(gamesApi.postGamesBySlugLaunch, { params: { slug }, body: { mode } });

/** POST /api/games/{slug}/rounds: one round; the same clientRoundId on a retry never charges twice. */
export const playRound = (slug: string, request: RoundRequest) =>
  api(gamesApi.postGamesBySlugRounds, { params: { slug }, body: request });

/** POST /api/games/{slug}/rounds/{id}/actions: one blackjack move. */
export const roundAction = (slug: string, id: string, action: string, clientActionId: string) =>
  api(gamesApi.postGamesBySlugRoundsByIdActions, {
    params: { slug, id },
    body: { action, clientActionId },
  });

/** The shared balance cache (the same key the cashier uses; the live stream keeps it fresh). */
export const CASINO_BALANCE_KEY = userKey("balance");

export const useCasinoBalance = (enabled: boolean) =>
  useQuery({
    queryKey: CASINO_BALANCE_KEY,
    queryFn: ({ signal }) => api(walletApi.getUserBalance, { signal }),
    staleTime: 60_000,
    enabled,
  });

/**
 * A fresh id for a round or a blackjack step. randomUUID needs a secure context (https or localhost);
 * getRandomValues works everywhere.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
