import type { RoundRequest, RoundView } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { RECENT_KEY } from "../api/get-recent-played";
import { CASINO_BALANCE_KEY, newClientId, type PlayMode, playRound, roundAction } from "../api/rounds";
import { SEEDS_KEY } from "../api/seeds";

/**
 * Plays rounds of one game. The clientRoundId is made once per round and kept until the round succeeds, so a retry
 * after a network failure replays the same round instead of charging twice. Should the player change the bet
 * meanwhile, the server refuses the old id for the new bet (IDEMPOTENCY_MISMATCH): the next play gets a new id.
 */
export function usePlay(slug: string, mode: PlayMode, onRound: (round: RoundView) => void) {
  const client = useQueryClient();
  const pending = useRef<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const settle = (round: RoundView) => {
    onRound(round);
    if (mode === "real") {
      void client.invalidateQueries({ queryKey: CASINO_BALANCE_KEY });
      void client.invalidateQueries({ queryKey: RECENT_KEY });
      void client.invalidateQueries({ queryKey: SEEDS_KEY });
    }
  };
  const play = useMutation({
    mutationFn: (request: Omit<RoundRequest, "clientRoundId" | "mode">) => {
      pending.current ??= newClientId();
      return playRound(slug, { ...request, mode, clientRoundId: pending.current });
    },
    onMutate: () => setError(null),
    onSuccess: (round) => {
      pending.current = null;
      settle(round);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === "IDEMPOTENCY_MISMATCH") pending.current = null;
      setError(failure);
    },
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: string }) =>
      roundAction(slug, id, action, newClientId()),
    onMutate: () => setError(null),
    onSuccess: settle,
    onError: setError,
  });
  return { play, act, error };
}
