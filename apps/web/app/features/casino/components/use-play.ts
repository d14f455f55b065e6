import type { RoundRequest, RoundView } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { RECENT_KEY } from "../api/get-recent-played";
import { CASINO_BALANCE_KEY, newClientId, type PlayMode, playRound, roundAction } from "../api/rounds";
import { SEEDS_KEY } from "../api/seeds";
import { holdAfterRefusal, holdAfterRound } from "../lib/round-pace";

/**
 * Plays rounds of one game. The clientRoundId is made once per round and kept until the round succeeds, so a retry
 * after a network failure replays the same round instead of charging twice. Should the player change the bet
 * meanwhile, the server refuses the old id for the new bet (IDEMPOTENCY_MISMATCH): the next play gets a new id.
 *
 * Where the player's rules set a least time between two rounds (UK 2.5 s, Germany 5 s), `held` is true for that long
 * after a real round's answer arrives (the server started the round before it answered, so the next one is never
 * early), and after a ROUND_TOO_FAST refusal until the time it names: the game keeps its play button disabled.
 */
export function usePlay(
  slug: string,
  mode: PlayMode,
  onRound: (round: RoundView) => void,
  minRoundGapMs: number | null = null,
) {
  const client = useQueryClient();
  const pending = useRef<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [held, setHeld] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(holdTimer.current), []);
  const hold = (ms: number) => {
    clearTimeout(holdTimer.current);
    if (ms <= 0) return setHeld(false);
    setHeld(true);
    holdTimer.current = setTimeout(() => setHeld(false), ms);
  };
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
      hold(holdAfterRound(mode, minRoundGapMs));
      settle(round);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === "IDEMPOTENCY_MISMATCH") pending.current = null;
      if (failure instanceof ApiError && failure.code === "ROUND_TOO_FAST") {
        const details = failure.details as { nextRoundAt?: unknown } | undefined;
        hold(holdAfterRefusal(details?.nextRoundAt, minRoundGapMs, Date.now()));
      }
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
  return { play, act, error, held };
}
