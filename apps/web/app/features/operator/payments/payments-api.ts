import { paymentsApi, type ReconciliationResponse } from "@casino/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

export const PAYMENTS_KEY = [...OPERATOR_KEY, "payments"] as const;

/** GET /api/admin/payments/transactions: one page, 50 rows, for the filters' query and the page's cursor. */
export const paymentsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, "list", query],
    queryFn: ({ signal }) =>
      api(paymentsApi.getAdminPaymentsTransactions, {
        signal,
        query: { ...query, limit: 50 },
      }),
    retry: false,
    placeholderData: keepPreviousData,
  });
export const usePayments = (query: Record<string, string>) => useQuery(paymentsQueryOptions(query));

/** POST …/{id}/chargeback; the list is read again whatever happened (someone else may have charged it back). */
export const useChargeback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(paymentsApi.postAdminPaymentsTransactionsByIdChargeback, {
        params: { id },
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
};

type ReconciliationSide = "providerEventsWithoutTransfer" | "transfersWithoutProviderEvent";

/**
 * GET /api/admin/payments/reconciliation for a period of instants (off until one is chosen), one side of it as a
 * list: both sides share the one request.
 */
export const useReconciliation = <S extends ReconciliationSide>(
  period: { from: string; to: string } | null,
  side: S,
) =>
  useQuery({
    queryKey: [...PAYMENTS_KEY, "reconciliation", period],
    queryFn: ({ signal }) => api(paymentsApi.getAdminPaymentsReconciliation, { signal, query: period! }),
    select: (data: ReconciliationResponse) => ({ items: data[side] }),
    enabled: period !== null,
    retry: false,
  });
