import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { jackpotLevels, jackpotWins } from "../engagement.tables";

export type JackpotWinRow = typeof jackpotWins.$inferSelect;
export type JackpotWinInsert = typeof jackpotWins.$inferInsert;

export const jackpotStore = {
  /** Creates the missing level rows of a currency; returns the levels this call created (their seeds need funding). */
  async createLevels(tx: Db, jackpotId: string, currency: string, seeds: bigint[], at: Date) {
    const created = await tx
      .insert(jackpotLevels)
      .values(seeds.map((value, i) => ({ jackpotId, level: i + 1, currency, value, updatedAt: at })))
      .onConflictDoNothing()
      .returning({ level: jackpotLevels.level });
    return created.map((r) => r.level);
  },

  /** The levels of a currency locked FOR UPDATE, I first (one lock order for every round: no deadlocks). */
  lockLevels: (tx: Db, jackpotId: string, currency: string) =>
    tx
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.currency, currency)))
      .orderBy(asc(jackpotLevels.level))
      .for("update"),

  levels: (db: Db, jackpotId: string, currency: string) =>
    db
      .select()
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.currency, currency)))
      .orderBy(asc(jackpotLevels.level)),

  setLevel: (
    tx: Db,
    jackpotId: string,
    currency: string,
    level: number,
    value: bigint,
    won: boolean,
    at: Date,
  ) =>
    tx
      .update(jackpotLevels)
      .set({ value, updatedAt: at, ...(won ? { wins: sql`${jackpotLevels.wins} + 1` } : {}) })
      .where(
        and(
          eq(jackpotLevels.jackpotId, jackpotId),
          eq(jackpotLevels.currency, currency),
          eq(jackpotLevels.level, level),
        ),
      ),

  insertWin: (tx: Db, win: JackpotWinInsert) => tx.insert(jackpotWins).values(win),

  /** Wins of one level since `since`, biggest or newest first. */
  wins: (
    db: Db,
    jackpotId: string,
    currency: string,
    level: number,
    order: "amount" | "time",
    limit: number,
    since = new Date(0),
  ) =>
    db
      .select()
      .from(jackpotWins)
      .where(
        and(
          eq(jackpotWins.jackpotId, jackpotId),
          eq(jackpotWins.currency, currency),
          eq(jackpotWins.level, level),
          gte(jackpotWins.wonAt, since),
        ),
      )
      .orderBy(order === "amount" ? desc(jackpotWins.amount) : desc(jackpotWins.wonAt))
      .limit(limit),

  winCount: async (db: Db, jackpotId: string, currency: string, level: number) =>
    (
      await db
        .select({ n: count() })
        .from(jackpotWins)
        .where(
          and(
            eq(jackpotWins.jackpotId, jackpotId),
            eq(jackpotWins.currency, currency),
            eq(jackpotWins.level, level),
          ),
        )
    )[0]?.n ?? 0,

  /** The newest wins of any level (the /api/jackpotWinners feed). */
  recentWins: (
    db: Db,
    filter: { currency?: string | undefined; country?: string | undefined; limit: number },
  ) =>
    db
      .select()
      .from(jackpotWins)
      .where(
        and(
          filter.currency ? eq(jackpotWins.currency, filter.currency) : undefined,
          filter.country ? eq(jackpotWins.country, filter.country) : undefined,
        ),
      )
      .orderBy(desc(jackpotWins.wonAt))
      .limit(filter.limit),
};
