import { cashierApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const PENDING_WITHDRAWALS_KEY = userKey("cashier", "pendingWithdrawals");

export const pendingWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: PENDING_WITHDRAWALS_KEY,
    queryFn: ({ signal }) => api(cashierApi.getUserCashierPendingWithdraw, { signal }),
    // An approved withdrawal is paid out within seconds; look again until it has left the list.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === "APPROVED") ? 3000 : false,
  });

/** Withdrawals still waiting for approval or payout. */
export const usePendingWithdrawals = () => useQuery(pendingWithdrawalsQueryOptions());
