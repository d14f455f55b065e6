import { z } from "zod";
import { route } from "./route";

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

/** The data the stream sends before closing when the session has ended (docs/product/wallet.md#balance-stream). */
export const SESSION_EXPIRED_MESSAGE = "Session is expired";

/** Longest period of one activity statement, in days. */
export const STATEMENT_MAX_DAYS = 366;
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

/** Method and path of every wallet endpoint: the server registers them, the web calls through them. */
export const walletApi = {
  getUserBalance: route("GET", "/api/user/balance"),
  getPlayerByUserIdBalanceUpdates: route("GET", "/v1/player/:userId/balance/updates"),
  getUserStatement: route("GET", "/api/user/statement"),
} as const;
