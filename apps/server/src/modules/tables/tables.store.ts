import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { tableBets, tableRounds } from "./tables.tables";

export type TableRoundRow = typeof tableRounds.$inferSelect;
export type TableBetRow = typeof tableBets.$inferSelect;

export const tablesStore = {
  /** The table's newest round (open, closed or settled). */
  async latestRound(db: Db, tableId: string): Promise<TableRoundRow | null> {
    const [row] = await db
      .select()
      .from(tableRounds)
      .where(eq(tableRounds.tableId, tableId))
      .orderBy(desc(tableRounds.number))
      .limit(1);
    return row ?? null;
  },

  /** The table's round still in play (open or closed), locked: shared by bets, exclusive for the cycle. */
  async liveRoundLocked(tx: Db, tableId: string, mode: "share" | "update"): Promise<TableRoundRow | null> {
    const [row] = await tx
      .select()
      .from(tableRounds)
      .where(and(eq(tableRounds.tableId, tableId), ne(tableRounds.status, "settled")))
      .orderBy(desc(tableRounds.number))
      .limit(1)
      .for(mode);
    return row ?? null;
  },

  async roundByNumber(db: Db, tableId: string, number: number): Promise<TableRoundRow | null> {
    const [row] = await db
      .select()
      .from(tableRounds)
      .where(and(eq(tableRounds.tableId, tableId), eq(tableRounds.number, number)));
    return row ?? null;
  },

  async roundLocked(tx: Db, roundId: string): Promise<TableRoundRow | null> {
    const [row] = await tx.select().from(tableRounds).where(eq(tableRounds.id, roundId)).for("update");
    return row ?? null;
  },

  /** Inserts a round unless that number exists already (another process opened it); returns it if inserted. */
  async insertRound(tx: Db, row: typeof tableRounds.$inferInsert): Promise<TableRoundRow | null> {
    const [inserted] = await tx.insert(tableRounds).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async updateRound(tx: Db, id: string, set: Partial<TableRoundRow>): Promise<TableRoundRow> {
    const [row] = await tx.update(tableRounds).set(set).where(eq(tableRounds.id, id)).returning();
    return row!;
  },

  /** The table's last settled rounds, newest first. */
  recentResults: (db: Db, tableId: string, limit: number) =>
    db
      .select()
      .from(tableRounds)
      .where(and(eq(tableRounds.tableId, tableId), eq(tableRounds.status, "settled")))
      .orderBy(desc(tableRounds.number))
      .limit(limit),

  insertBet: async (tx: Db, row: typeof tableBets.$inferInsert) =>
    (await tx.insert(tableBets).values(row).returning())[0]!,

  /** The round's bets not yet paid. */
  unsettledBets: (tx: Db, roundId: string) =>
    tx
      .select()
      .from(tableBets)
      .where(and(eq(tableBets.roundId, roundId), eq(tableBets.status, "placed")))
      .for("update"),

  settleBet: (tx: Db, id: string, win: bigint, at: Date) =>
    tx.update(tableBets).set({ win, status: "settled", settledAt: at }).where(eq(tableBets.id, id)),

  /** The player's bets at the table, newest first, with their round numbers. */
  async playerBets(db: Db, userId: string, tableId: string, limit: number) {
    const bets = await db
      .select()
      .from(tableBets)
      .where(and(eq(tableBets.userId, userId), eq(tableBets.tableId, tableId)))
      .orderBy(desc(tableBets.createdAt))
      .limit(limit);
    const ids = [...new Set(bets.map((b) => b.roundId))];
    const rounds = ids.length
      ? await db
          .select({ id: tableRounds.id, number: tableRounds.number })
          .from(tableRounds)
          .where(inArray(tableRounds.id, ids))
      : [];
    const numbers = new Map(rounds.map((r) => [r.id, r.number]));
    return bets.map((b) => ({ bet: b, roundNumber: numbers.get(b.roundId) ?? 0 }));
  },
};
