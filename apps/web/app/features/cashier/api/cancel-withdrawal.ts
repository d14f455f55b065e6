import { cashierApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const cancelWithdrawal = (transactionId: string) =>
  apiSend(cashierApi.deletePaymentiqCancelTransaction, { query: { transactionId } });

/** Cancels one's own pending withdrawal; the money returns to the balance. */
export const useCancelWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
