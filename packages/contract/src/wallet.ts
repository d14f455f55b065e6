import { z } from "zod";

/** GET /api/user/balance (docs/product/wallet.md#balance). Amounts in major units, exact to the cent. */
export const BalanceResponse = z.object({
  /** Real (withdrawable) money. */
  balance: z.number(),
  /** Bonus money (not withdrawable until wagered). */
  bonus: z.number(),
  /** balance + bonus. */
  total: z.number(),
  totalCurrency: z.string().length(3),
  balanceCurrency: z.string().length(3),
});
export type BalanceResponse = z.infer<typeof BalanceResponse>;

/** One `data:` of GET /v1/player/{userId}/balance/updates (SSE); the event id increases with every change. */
export const BalanceStreamEvent = z.object({
  real: z.object({ afterAmount: z.number() }),
  bonus: z.object({ afterAmount: z.number() }),
  /** What moved the money: deposit, withdrawal_hold, bet, win, snapshot, … */
  source: z.string(),
  transferId: z.string().nullable(),
  currency: z.string().length(3),
});
export type BalanceStreamEvent = z.infer<typeof BalanceStreamEvent>;

const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

/**
 * GET /api/user/statement: the player's ledger movements as CSV, for whole days on the Amsterdam calendar from
 * `from` to `to` inclusive.
 */
export const StatementQuery = z.object({
  /** First day (YYYY-MM-DD, Europe/Amsterdam). */
  from: CalendarDay,
  /** Last day, inclusive. */
  to: CalendarDay,
});
export type StatementQuery = z.infer<typeof StatementQuery>;
