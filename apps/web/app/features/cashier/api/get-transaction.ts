import { TransactionHistoryResponse } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/**
 * One deposit by id, for the result screen after the provider's page. Polls every second while it is pending
 * (the provider's webhook may arrive a moment after the player comes back), for at most a minute.
 */
export function useDepositResult(transactionId: string | null) {
  return useQuery({
    queryKey: userKey("cashier", "deposit", transactionId),
    enabled: !!transactionId,
    queryFn: async ({ signal }) => {
      const history = await api("/api/paymentiq/transaction-history", TransactionHistoryResponse, {
        signal,
        query: { startTime: new Date(Date.now() - 24 * 3_600_000).toISOString() },
      });
      return history.deposit.find((item) => item.id === transactionId) ?? null;
    },
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      const young = Date.now() - (query.state.dataUpdatedAt || Date.now()) < 60_000;
      return (!state || state === "PENDING") && query.state.dataUpdateCount < 60 && young ? 1000 : false;
    },
  });
}
