import { cashierApi, type PaymentState } from "@casino/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/**
 * How soon to ask again about a deposit, by its state and how often we asked: every second for the first minute
 * (the provider's webhook usually lands well within it), then every 5 s for about 15 minutes (a bank's check or a
 * card that stays pending), then no more — the balance stream still shows the credit when it comes. An expired
 * deposit is asked about like a pending one: a payment the provider approves late is still credited.
 */
export function depositPollDelay(state: PaymentState | null | undefined, fetches: number): number | false {
  if (state && state !== "PENDING" && state !== "EXPIRED") return false;
  if (fetches < 60) return 1000;
  if (fetches < 60 + 168) return 5000;
  return false;
}

/**
 * One deposit by id, for the result screen after the provider's page; polled while it is pending. `polling` says
 * whether we are still asking (false once it settled or we gave up).
 */
export function useDepositResult(transactionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = userKey("cashier", "deposit", transactionId);
  const query = useQuery({
    queryKey,
    enabled: !!transactionId,
    queryFn: async ({ signal }) => {
      const history = await api(cashierApi.getPaymentiqTransactionHistory, {
        signal,
        query: { startTime: new Date(Date.now() - 24 * 3_600_000).toISOString() },
      });
      return history.deposit.find((item) => item.id === transactionId) ?? null;
    },
    refetchInterval: (current) => depositPollDelay(current.state.data?.state, current.state.dataUpdateCount),
  });
  const fetches = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  const polling = !query.isError && depositPollDelay(query.data?.state, fetches) !== false;
  return { ...query, polling };
}
