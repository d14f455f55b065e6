import { toMajor } from "@casino/contract";

/** docs/product/cashier.md#first-depositor: the first-depositor flag looks back 3 weeks. */
const FIRST_DEPOSITOR_MS = 21 * 24 * 3_600_000;

/** A player's payments summed per type and state (cashierStore.totals). */
export interface PaymentTotal {
  type: string;
  state: string;
  /** Minor units, as text (a SQL sum). */
  total: string;
  n: number;
  /** The first completion, as text. */
  first: string | null;
}

/** GET transactionSummary: deposits, withdrawals and pending withdrawals in major units, and the first-depositor flag. */
export function transactionSummary(rows: PaymentTotal[], currency: string, now: Date) {
  const sum = (type: string, states: string[]) =>
    rows.filter((r) => r.type === type && states.includes(r.state)).reduce((s, r) => s + BigInt(r.total), 0n);
  const deposits = rows.filter((r) => r.type === "deposit" && r.state === "SUCCESSFUL");
  const firstDeposit = deposits[0]?.first ? new Date(deposits[0].first) : null;
  return {
    currency,
    totalDeposits: toMajor(sum("deposit", ["SUCCESSFUL"])),
    totalWithdrawals: toMajor(sum("withdrawal", ["SUCCESSFUL"])),
    pendingWithdrawals: toMajor(sum("withdrawal", ["PENDING", "APPROVED"])),
    firstDepositor: !!firstDeposit && now.getTime() - firstDeposit.getTime() <= FIRST_DEPOSITOR_MS,
    depositCount: deposits.reduce((n, r) => n + r.n, 0),
  };
}
