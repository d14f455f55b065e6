import { cashierApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** `forfeitBonus`: the player confirmed that this withdrawal ends their active deposit bonus. */
export const requestWithdrawal = (
  body: { amount: number; currency: string; forfeitBonus?: boolean },
  idempotencyKey: string,
) =>
  api(cashierApi.postUserCashierWithdrawGm1, {
    body,
    headers: { "idempotency-key": idempotencyKey },
  });

/** Requests a withdrawal; the money leaves the balance at once, so balance and lists are refetched. */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      amount,
      currency,
      idempotencyKey,
      forfeitBonus,
    }: {
      amount: number;
      currency: string;
      idempotencyKey: string;
      forfeitBonus?: boolean;
    }) => requestWithdrawal({ amount, currency, ...(forfeitBonus ? { forfeitBonus } : {}) }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
