import { z } from "zod";

/** A money amount in a cashier request, in major units (e.g. 25 or 25.5). Validated exactly on the server. */
const Amount = z.union([z.number(), z.string()]);

/** POST /api/user/cashier/depositGm1 (docs/product/cashier.md#deposits). */
export const DepositRequest = z.object({
  amount: Amount,
  currency: z.string().length(3).toUpperCase(),
  /** A bonus code to claim with this deposit. */
  BonusCode: z.string().max(40).optional(),
  isShortCashier: z.boolean().optional(),
  cashierMode: z.string().max(20).optional(),
  showBonusSelectionInput: z.boolean().optional(),
  channel: z.string().max(20).optional(),
  type: z.string().max(20).optional(),
  /** Where the provider sends the player back; only paths on our own site are honoured. */
  returnUrl: z.string().max(500).optional(),
  language: z.string().max(10).optional(),
});
export type DepositRequest = z.input<typeof DepositRequest>;

export const DepositResponse = z.object({
  transactionId: z.string(),
  status: z.literal("pending"),
  /** The provider's hosted payment page. */
  redirectUrl: z.string(),
});
export type DepositResponse = z.infer<typeof DepositResponse>;

/** POST /api/user/cashier/withdrawGm1. */
export const WithdrawRequest = z.object({
  amount: Amount,
  currency: z.string().length(3).toUpperCase(),
  /**
   * The player confirmed giving up their active deposit bonus (docs/decisions/0093-forfeits.md): without it, a
   * withdrawal while one is active is refused with 409 BONUS_FORFEIT_REQUIRED, whose details say what would be lost.
   */
  forfeitBonus: z.boolean().optional(),
});

/** details of 409 BONUS_FORFEIT_REQUIRED: the bonus money a withdrawal now would forfeit (major units). */
export const BonusForfeitDetails = z.object({
  amount: z.number(),
  currency: z.string(),
  /** Codes of the deposit bonuses it would end. */
  bonuses: z.array(z.string()),
});
export type BonusForfeitDetails = z.infer<typeof BonusForfeitDetails>;
export const WithdrawResponse = z.object({ transactionId: z.string(), status: z.literal("pending") });

/**
 * States of a payment transaction. SUCCESSFUL counts as a deposit (docs/product/cashier.md#transaction-states).
 * EXPIRED: a deposit whose checkout was not paid in time (nothing was taken; a payment arriving after all still makes
 * it SUCCESSFUL).
 */
export const PaymentState = z.enum([
  "PENDING",
  "APPROVED",
  "SUCCESSFUL",
  "CANCELLED",
  "REJECTED",
  "FAILED",
  "EXPIRED",
]);
export type PaymentState = z.infer<typeof PaymentState>;

export const PaymentTransaction = z.object({
  id: z.string(),
  type: z.enum(["deposit", "withdrawal"]),
  amount: z.number(),
  currency: z.string(),
  state: PaymentState,
  /** Payment method, e.g. "Visa •••• 4242". */
  method: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Why it failed or was rejected, when known. */
  reason: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;

/** GET /api/paymentiq/transaction-history?startTime&endTime (default window 3 days). */
export const TransactionHistoryQuery = z.object({
  startTime: z.string().datetime({ offset: true }).optional(),
  endTime: z.string().datetime({ offset: true }).optional(),
});
export const TransactionHistoryResponse = z.object({
  deposit: z.array(PaymentTransaction),
  withdrawal: z.array(PaymentTransaction),
  pendingWithdrawal: z.array(PaymentTransaction),
});

/** GET /api/user/cashier/pendingWithdraw. */
export const PendingWithdrawResponse = z.object({ items: z.array(PaymentTransaction) });

/** GET /api/user/cashier/transactionSummary. */
export const TransactionSummaryResponse = z.object({
  currency: z.string(),
  totalDeposits: z.number(),
  totalWithdrawals: z.number(),
  pendingWithdrawals: z.number(),
  /** Made a first successful deposit within the last 3 weeks (docs/product/cashier.md#first-depositor). */
  firstDepositor: z.boolean(),
  depositCount: z.number().int(),
});

/** GET /api/user/bankingHistory and /api/user/cashier/transactionHistory: filters and load-more. */
export const BankingHistoryQuery = z.object({
  startDate: z.string().datetime({ offset: true }).optional(),
  endDate: z.string().datetime({ offset: true }).optional(),
  type: z.enum(["deposit", "withdrawal"]).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const BankingHistoryResponse = z.object({
  items: z.array(PaymentTransaction),
  total: z.number().int(),
  hasMore: z.boolean(),
});

/** DELETE /api/paymentiq/cancel-transaction?transactionId= */
export const CancelTransactionQuery = z.object({ transactionId: z.string().uuid() });

/** One withdrawal waiting for an operator (GET /api/admin/withdrawals): whose it is, and whether it is held. */
export const AdminWithdrawal = PaymentTransaction.extend({
  /** The player who asked for it. */
  userId: z.string(),
  /** The player's username; null if the account cannot be read. */
  username: z.string().nullable(),
  /** The account is under risk review: approving waits until the review is cleared (RISK_REVIEW_OPEN). */
  heldForReview: z.boolean(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

/** GET /api/admin/withdrawals: pending withdrawals over the auto-approval amount, oldest first. */
export const AdminWithdrawalsResponse = z.object({ items: z.array(AdminWithdrawal) });
export type AdminWithdrawalsResponse = z.infer<typeof AdminWithdrawalsResponse>;

/** POST /api/admin/withdrawals/{id}/reject */
export const RejectWithdrawalRequest = z.object({
  /** Why it is refused; the player sees it in their banking history. */
  reason: z.string().min(3).max(300),
});

/** 200 of POST /api/admin/withdrawals/{id}/approve|reject: the withdrawal's state after the decision. */
export const WithdrawalDecisionResponse = z.object({ state: z.enum(["APPROVED", "REJECTED"]) });
export type WithdrawalDecisionResponse = z.infer<typeof WithdrawalDecisionResponse>;

/** Error codes of the cashier. */
export const CashierErrorCode = z.enum([
  "INVALID_AMOUNT",
  "AMOUNT_TOO_HIGH",
  "AMOUNT_TOO_LOW",
  "CURRENCY_MISMATCH",
  "INSUFFICIENT_FUNDS",
  "CANCEL_NOT_POSSIBLE",
  "WITHDRAWAL_NOT_PENDING",
  "WEBHOOK_SIGNATURE_INVALID",
  "PROVIDER_UNAVAILABLE",
  /** A repeated deposit start (same Idempotency-Key) while the first still waits for the provider. */
  "DEPOSIT_STARTING",
]);

export const CASHIER_MESSAGES = {
  depositFailed: "Could init cashier",
  withdrawFailed: "Could initiate withdrawal",
  cancelFailed: "Cancel Transaction couldn't be done",
  historyFailed: "EC Transaction History couldn't be fetched",
} as const;
