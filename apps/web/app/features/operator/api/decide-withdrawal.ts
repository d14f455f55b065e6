import { cashierApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { WITHDRAWALS_KEY } from "./keys";

/** The operator's decision on one withdrawal; a rejection carries the reason the player will read. */
export type WithdrawalDecision =
  | { id: string; approve: true }
  | { id: string; approve: false; reason: string };

/** POST /api/admin/withdrawals/{id}/approve or …/reject. */
export const decideWithdrawal = (decision: WithdrawalDecision) => {
  const params = { id: decision.id };
  return decision.approve
    ? api(cashierApi.postAdminWithdrawalsByIdApprove, { params })
    : api(cashierApi.postAdminWithdrawalsByIdReject, {
        params,
        body: { reason: decision.reason },
      });
};

/** Approves or rejects; the queue is fetched again whatever happened (someone else may have decided first). */
export const useDecideWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
};
