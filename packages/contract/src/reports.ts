import { z } from "zod";

/** An Amsterdam calendar day, YYYY-MM-DD. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day as YYYY-MM-DD");

/** The longest period one report reads (about thirteen months), so one request cannot scan the whole ledger. */
export const REPORT_MAX_DAYS = 400;

/** The period of a report is sound: from ≤ to, and at most REPORT_MAX_DAYS days. */
function checkPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (q.from > q.to) ctx.addIssue({ code: "custom", message: "from must not be after to", path: ["from"] });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: "custom", message: `At most ${REPORT_MAX_DAYS} days`, path: ["to"] });
}

/** GET /api/admin/reports/ggr query. */
export const GgrReportQuery = z
  .object({
    from: Day,
    to: Day,
    /** How rows are keyed; every row is also per currency (money of different currencies is never added). */
    groupBy: z.enum(["day", "product", "game", "currency"]).default("day"),
  })
  .superRefine(checkPeriod);
export type GgrReportQuery = z.infer<typeof GgrReportQuery>;

/** One row of the GGR report, in major units of `currency`. */
export const GgrRow = z.object({
  /** The day (YYYY-MM-DD), the product (casino | sportsbook | other), the game slug, or the currency. */
  key: z.string(),
  currency: z.string(),
  /** Money the house took: stakes of rounds and bets, free spins and free bets included. */
  stakes: z.number(),
  /** Money the house paid back: wins, voids, cash-outs, corrections and jackpot contributions. */
  wins: z.number(),
  /** Gross gaming revenue: stakes − wins. */
  ggr: z.number(),
  /** What bonuses cost: grants, free spins and bets, conversions, less what forfeits returned. */
  bonusCost: z.number(),
  /** Net gaming revenue: GGR − bonus cost. */
  ngr: z.number(),
});
export type GgrRow = z.infer<typeof GgrRow>;

/** 200 of GET /api/admin/reports/ggr. */
export const GgrReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(["day", "product", "game", "currency"]),
  rows: z.array(GgrRow),
  /** The same figures per currency over the whole period. */
  totals: z.array(GgrRow),
});
export type GgrReportResponse = z.infer<typeof GgrReportResponse>;

/** GET /api/admin/reports/payments and /players query: a period, per day or per currency. */
export const PeriodReportQuery = z
  .object({ from: Day, to: Day, groupBy: z.enum(["day", "currency"]).default("day") })
  .superRefine(checkPeriod);
export type PeriodReportQuery = z.infer<typeof PeriodReportQuery>;

/** One row of the payments report: money in and out through the payment providers, in major units. */
export const PaymentsRow = z.object({
  key: z.string(),
  currency: z.string(),
  deposits: z.number(),
  depositCount: z.number().int(),
  withdrawals: z.number(),
  withdrawalCount: z.number().int(),
  /** deposits − withdrawals. */
  net: z.number(),
});
export type PaymentsRow = z.infer<typeof PaymentsRow>;

/** 200 of GET /api/admin/reports/payments. */
export const PaymentsReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(PaymentsRow),
});
export type PaymentsReportResponse = z.infer<typeof PaymentsReportResponse>;

/** One row of the players report. */
export const PlayersRow = z.object({
  key: z.string(),
  /** Players who staked real or bonus money (a round or a bet). */
  active: z.number().int(),
  /** Players who deposited. */
  depositors: z.number().int(),
});
export type PlayersRow = z.infer<typeof PlayersRow>;

/** 200 of GET /api/admin/reports/players. */
export const PlayersReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(PlayersRow),
  /** Distinct players over the whole period (not the sum of the rows: a player active on two days counts once). */
  total: PlayersRow,
});
export type PlayersReportResponse = z.infer<typeof PlayersReportResponse>;
