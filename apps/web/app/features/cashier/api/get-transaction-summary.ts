import { cashierApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const transactionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: userKey("cashier", "summary"),
    queryFn: ({ signal }) => api(cashierApi.getUserCashierTransactionSummary, { signal }),
  });

/** Lifetime deposits and withdrawals, the amount waiting to be paid out, and the first-depositor flag. */
export const useTransactionSummary = () => useQuery(transactionSummaryQueryOptions());
