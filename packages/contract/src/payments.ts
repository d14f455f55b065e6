import { z } from "zod";
import { PaymentState, PaymentTransaction } from "./cashier";

/** GET /api/admin/payments/transactions: the cashier's deposits and withdrawals, newest first (all filters optional). */
export const AdminPaymentsQuery = z.object({
  /** deposit | withdrawal; both when absent. */
  type: z.enum(["deposit", "withdrawal"]).optional(),
  state: PaymentState.optional(),
  /** ISO currency code, e.g. EUR. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "A currency code such as EUR")
    .optional(),
  /** The player's exact username (any case). */
  username: z.string().trim().min(1).max(64).optional(),
  /** Created at or after this instant (ISO 8601 with offset). */
  from: z.string().datetime({ offset: true }).optional(),
  /** Created before this instant. */
  to: z.string().datetime({ offset: true }).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuery>;

/** A chargeback taken on a deposit: what the ledger could take back and what it could not. */
export const Chargeback = z.object({
  at: z.string(),
  reason: z.string(),
  /** The deposit's amount, taken from the player's real balance as far as it reached (major units). */
  debited: z.number(),
  /** What the balance did not cover: owed by the player, collected outside the ledger (decision 0201). */
  shortfall: z.number(),
  /** The ledger transfer of the debit; null when the balance was empty. */
  transferId: z.string().nullable(),
  staffUsername: z.string().nullable(),
});
export type Chargeback = z.infer<typeof Chargeback>;

/** One deposit or withdrawal as the payments screen lists it. */
export const AdminPayment = PaymentTransaction.extend({
  userId: z.string(),
  username: z.string().nullable(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  /** Set once the deposit was charged back. */
  chargeback: Chargeback.nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentsResponse = z.object({
  items: z.array(AdminPayment),
  nextCursor: z.string().nullable(),
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponse>;

/** POST /api/admin/payments/transactions/{id}/chargeback */
export const ChargebackRequest = z.object({
  /** Why (the provider's reason code or case number); kept in the audit trail and on the player's flag. */
  reason: z.string().trim().min(3).max(300),
});
export type ChargebackRequest = z.infer<typeof ChargebackRequest>;

/** GET /api/admin/payments/reconciliation?from&to: an instant range of at most 31 days. */
export const ReconciliationQuery = z
  .object({
    from: z.string().datetime({ offset: true }),
    to: z.string().datetime({ offset: true }),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: "custom", message: "from must be before to", path: ["from"] });
    else if (span > 31 * 86_400_000)
      ctx.addIssue({ code: "custom", message: "At most 31 days", path: ["to"] });
  });
export type ReconciliationQuery = z.infer<typeof ReconciliationQuery>;

/** A provider notification for which the ledger holds no money movement. */
export const UnmatchedProviderEvent = z.object({
  provider: z.string(),
  eventId: z.string(),
  /** payment.approved | payout.paid (the notifications that must move money). */
  type: z.string(),
  /** Our payment transaction id the provider named. */
  merchantRef: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  receivedAt: z.string(),
});
export type UnmatchedProviderEvent = z.infer<typeof UnmatchedProviderEvent>;

/** A ledger deposit or payout for which no provider notification was stored. */
export const UnmatchedTransfer = z.object({
  transferId: z.string(),
  /** deposit | withdrawal_payout */
  kind: z.string(),
  paymentTransactionId: z.string().nullable(),
  userId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  at: z.string(),
});
export type UnmatchedTransfer = z.infer<typeof UnmatchedTransfer>;

export const ReconciliationResponse = z.object({
  from: z.string(),
  to: z.string(),
  providerEventsWithoutTransfer: z.array(UnmatchedProviderEvent),
  transfersWithoutProviderEvent: z.array(UnmatchedTransfer),
});
export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;

/** Error codes of the back office's payments. */
export const PaymentsErrorCode = z.enum([
  /** The deposit was already charged back: nothing more is taken. */
  "CHARGEBACK_EXISTS",
  /** Only a completed (SUCCESSFUL) deposit can be charged back. */
  "CHARGEBACK_NOT_POSSIBLE",
]);
