import { type AdminWithdrawal, type PaymentTransaction, toMajor } from "@casino/contract";
import type { PaymentRow } from "./cashier.store";

/** A payment row as the player's cashier calls show it (amounts in major units, times as ISO strings). */
export function toView(row: PaymentRow): PaymentTransaction {
  return {
    id: row.id,
    type: row.type as "deposit" | "withdrawal",
    amount: toMajor(row.amount),
    currency: row.currency,
    state: row.state as PaymentTransaction["state"],
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** A pending withdrawal as the operator's queue shows it: whose it is, and whether a risk review holds it. */
export function toAdminView(row: PaymentRow, username: string | null): AdminWithdrawal {
  return {
    ...toView(row),
    userId: row.userId,
    username,
    heldForReview: row.metadata.heldForReview === true,
  };
}
