import { type PlaceBetsRequest, sportsApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";
import { BETS_KEY } from "./keys";

/** POST /api/sportsbook/bets; one Idempotency-Key per attempt, so a double tap places the slip once. */
export const placeBets = (body: PlaceBetsRequest, idempotencyKey: string) =>
  api(sportsApi.postSportsbookBets, {
    body,
    headers: { "idempotency-key": idempotencyKey },
  });

/**
 * Places bets. A live bet waits the book's acceptance delay (a few seconds) before the answer comes. The player's
 * bets and balance follow (the balance stream moves the balance too; this only makes it immediate).
 */
export const usePlaceBets = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceBetsRequest; idempotencyKey: string }) =>
      placeBets(body, idempotencyKey),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: BETS_KEY });
      void client.invalidateQueries({ queryKey: userKey("balance") });
    },
  });
};
