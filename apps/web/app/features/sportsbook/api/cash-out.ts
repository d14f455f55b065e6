import { type AcceptOddsChanges, sportsApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";
import { BETS_KEY } from "./keys";

export interface CashOutInput {
  betId: string;
  /** The full-bet offer the player confirmed; the book pays it, or a change `acceptOddsChanges` takes, else 409. */
  expectedAmount: number;
  /** Partial cash-out: the part of the stake to cash out; omitted = all of it. */
  stake?: number | undefined;
  /** The bet slip's odds-change setting, applied to the offer. */
  acceptOddsChanges: AcceptOddsChanges;
  /** One per attempt: a double tap cashes out once. */
  idempotencyKey: string;
}

/** POST /api/sportsbook/bets/{id}/cashout. */
export const cashOut = ({ betId, expectedAmount, stake, acceptOddsChanges, idempotencyKey }: CashOutInput) =>
  api(sportsApi.postSportsbookBetsByIdCashout, {
    params: { id: betId },
    body:
      stake === undefined
        ? { expectedAmount, acceptOddsChanges }
        : { expectedAmount, stake, acceptOddsChanges },
    headers: { "idempotency-key": idempotencyKey },
  });

/** Takes a cash-out offer; the bets list follows, and the balance comes through the balance stream. */
export const useCashOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cashOut,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: BETS_KEY });
      void client.invalidateQueries({ queryKey: userKey("balance") });
    },
  });
};
