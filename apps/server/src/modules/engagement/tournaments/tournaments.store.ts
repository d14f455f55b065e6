import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { tournamentEntries, tournamentPlays, tournaments } from "../engagement.tables";

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentInsert = typeof tournaments.$inferInsert;
export type PlayInsert = typeof tournamentPlays.$inferInsert;

/** One player's standing: score in the rule's unit (multiplier basis points or minor units of turnover). */
export interface Standing {
  userId: string;
  username: string;
  currency: string;
  score: bigint;
  rounds: number;
}

const SCORE = {
  total_multiplier: sql`coalesce(sum(${tournamentPlays.multiplierBp}), 0)`,
  biggest_multiplier: sql`coalesce(max(${tournamentPlays.multiplierBp}), 0)`,
  turnover: sql`coalesce(sum(${tournamentPlays.stake}), 0)`,
} as const;

export const tournamentsStore = {
  all: (db: Db) => db.select().from(tournaments).orderBy(asc(tournaments.startsAt)),
  byId: async (db: Db, id: string) => (await db.select().from(tournaments).where(eq(tournaments.id, id)))[0],
  lock: async (tx: Db, id: string) =>
    (await tx.select().from(tournaments).where(eq(tournaments.id, id)).for("update"))[0],
  insert: (db: Db, row: TournamentInsert) =>
    db.insert(tournaments).values(row).onConflictDoNothing().returning(),
  markPaid: (tx: Db, id: string, at: Date) =>
    tx.update(tournaments).set({ paidAt: at }).where(eq(tournaments.id, id)),

  /** Tournaments running at some point in [from, to]. */
  overlapping: (db: Db, from: Date, to: Date) =>
    db
      .select()
      .from(tournaments)
      .where(and(lte(tournaments.startsAt, to), gt(tournaments.endsAt, from))),

  /** Serialises one player's joins: the entry check, the ticket and the new entry commit together. */
  lockEntrant: (tx: Db, userId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`tournament-entry:${userId}`}, 0))`),
  join: (db: Db, row: typeof tournamentEntries.$inferInsert) =>
    db.insert(tournamentEntries).values(row).onConflictDoNothing(),
  entry: async (db: Db, tournamentId: string, userId: string) =>
    (
      await db
        .select()
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)))
    )[0],
  entriesOf: (db: Db, tournamentIds: string[]) =>
    tournamentIds.length === 0
      ? Promise.resolve([])
      : db.select().from(tournamentEntries).where(sql`${tournamentEntries.tournamentId} in ${tournamentIds}`),
  entryCount: async (db: Db, tournamentId: string) =>
    (
      await db
        .select({ n: count() })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, tournamentId))
    )[0]?.n ?? 0,

  addPlays: (db: Db, plays: PlayInsert[]) =>
    plays.length === 0 ? Promise.resolve() : db.insert(tournamentPlays).values(plays).onConflictDoNothing(),

  /** Every entrant with their score, best first; ties go to whoever joined first. */
  async standings(db: Db, t: TournamentRow): Promise<Standing[]> {
    const score = SCORE[t.scoring as keyof typeof SCORE] ?? SCORE.total_multiplier;
    const rows = await db
      .select({
        userId: tournamentEntries.userId,
        username: tournamentEntries.username,
        currency: tournamentEntries.currency,
        score: sql<string>`(${score})::text`,
        rounds: sql<number>`count(${tournamentPlays.roundId})::int`,
      })
      .from(tournamentEntries)
      .leftJoin(
        tournamentPlays,
        and(
          eq(tournamentPlays.tournamentId, tournamentEntries.tournamentId),
          eq(tournamentPlays.userId, tournamentEntries.userId),
        ),
      )
      .where(eq(tournamentEntries.tournamentId, t.id))
      .groupBy(
        tournamentEntries.userId,
        tournamentEntries.username,
        tournamentEntries.currency,
        tournamentEntries.joinedAt,
      )
      .orderBy(sql`${score} desc`, asc(tournamentEntries.joinedAt));
    return rows.map((r) => ({ ...r, score: BigInt(r.score) }));
  },
};
