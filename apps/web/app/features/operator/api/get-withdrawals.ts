import { cashierApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUEUE_REFRESH_MS, WITHDRAWALS_KEY } from "./keys";

/** GET /api/admin/withdrawals: pending withdrawals over the auto-approval amount, oldest first. */
export const getWithdrawals = (signal?: AbortSignal) => api(cashierApi.getAdminWithdrawals, { signal });

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAWALS_KEY,
    queryFn: ({ signal }) => getWithdrawals(signal),
    refetchInterval: QUEUE_REFRESH_MS,
    retry: false,
  });

export const useWithdrawals = (enabled = true) => useQuery({ ...withdrawalsQueryOptions(), enabled });
