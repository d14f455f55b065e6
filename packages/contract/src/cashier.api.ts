import { route } from "./route";

/** Method and path of every cashier endpoint: the server registers them, the web calls through them. */
export const cashierApi = {
  postPraxisGetToken: route("POST", "/api/praxis/get-token"),
  postPaymentiqVerifyuser: route("POST", "/api/paymentiq/verifyuser"),
  postPaymentiqAuthorize: route("POST", "/api/paymentiq/authorize"),
  postPaymentiqTransfer: route("POST", "/api/paymentiq/transfer"),
  postPaymentiqCancel: route("POST", "/api/paymentiq/cancel"),
  postCashierWebhooksByProvider: route("POST", "/api/cashier/webhooks/:provider"),
  postUserCashierDepositGm1: route("POST", "/api/user/cashier/depositGm1", "DepositResponse"),
  postUserCashierWithdrawGm1: route("POST", "/api/user/cashier/withdrawGm1", "WithdrawResponse"),
  getUserCashierPendingWithdraw: route("GET", "/api/user/cashier/pendingWithdraw", "PendingWithdrawResponse"),
  deletePaymentiqCancelTransaction: route("DELETE", "/api/paymentiq/cancel-transaction"),
  getPaymentiqTransactionHistory: route(
    "GET",
    "/api/paymentiq/transaction-history",
    "TransactionHistoryResponse",
  ),
  getUserCashierTransactionSummary: route(
    "GET",
    "/api/user/cashier/transactionSummary",
    "TransactionSummaryResponse",
  ),
  getAdminWithdrawals: route("GET", "/api/admin/withdrawals", "AdminWithdrawalsResponse"),
  postAdminWithdrawalsByIdApprove: route(
    "POST",
    "/api/admin/withdrawals/:id/approve",
    "WithdrawalDecisionResponse",
  ),
  postAdminWithdrawalsByIdReject: route(
    "POST",
    "/api/admin/withdrawals/:id/reject",
    "WithdrawalDecisionResponse",
  ),
  getUserCashierTransactionHistory: route("GET", "/api/user/cashier/transactionHistory"),
  getUserBankingHistory: route("GET", "/api/user/bankingHistory", "BankingHistoryResponse"),
} as const;
