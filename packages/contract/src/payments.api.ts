import { route } from "./route";

/** Method and path of the back office's payment endpoints. */
export const paymentsApi = {
  getAdminPaymentsTransactions: route("GET", "/api/admin/payments/transactions", "AdminPaymentsResponse"),
  postAdminPaymentsTransactionsByIdChargeback: route(
    "POST",
    "/api/admin/payments/transactions/:id/chargeback",
    "AdminPayment",
  ),
  getAdminPaymentsReconciliation: route(
    "GET",
    "/api/admin/payments/reconciliation",
    "ReconciliationResponse",
  ),
} as const;
