import { randomUUID } from "node:crypto";
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../platform/db";
import { compiled, compiledInsert, type Params } from "../../platform/db/compiled";
import { playerMoneyLockColumn, tookPlayerMoneyLock } from "../../platform/db/player-lock";
import type { FeedFilter } from "../casino";
import { gameRevealedSeeds, gameRounds, gameSeeds } from "./games.tables";

export type SeedRow = typeof gameSeeds.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type RoundInsert = typeof gameRounds.$inferInsert;

const feedWhere = (f: FeedFilter, ...more: (SQL | undefined)[]) =>
  and(
    isNotNull(gameRounds.settledAt),
    f.country ? eq(gameRounds.country, f.country) : undefined,
    f.currency ? eq(gameRounds.currency, f.currency) : undefined,
    ...more,
  );

/**
 * Every round takes a nonce: compiled once (decision 0224). The statement also takes the player's money lock, which
 * the round's next step would take anyway, after the seed row's lock as before (decision 0244).
 */
const takeNextNonce = compiled("games.take-nonce", (tx, p: Params<{ userId: string }>) =>
  tx
    .update(gameSeeds)
    .set({ nonce: sql`${gameSeeds.nonce} + 1` })
    .where(eq(gameSeeds.userId, p.userId))
    .returning({
      ...getTableColumns(gameSeeds),
      moneyLocked: sql<boolean>`${playerMoneyLockColumn(p.userId)}`,
    }),
);

/** Every round writes its row: compiled once (decision 0224), with the table's defaults. */
const insertRoundRow = compiledInsert("games.insert-round", gameRounds, () => ({
  id: randomUUID(),
  requestHash: null,
  stakeBonus: 0n,
  win: 0n,
  steps: [],
  balanceAfter: null,
  country: null,
  settledAt: null,
  externalRef: null,
}));

export const gamesStore = {
  /** The player's seed pair, locked for the rest of the transaction (creating it first when missing). */
  /**
   * Locks the player's seed row, made on their first round. A player who has one (every round after the first) costs
   * one statement; two first rounds at once both insert, one of them as a no-op, and then queue on the lock.
   */
  async lockSeeds(tx: Db, userId: string, fresh: () => Omit<SeedRow, "userId" | "updatedAt">) {
    const lock = () => tx.select().from(gameSeeds).where(eq(gameSeeds.userId, userId)).for("update");
    const [held] = await lock();
    if (held) return held;
    await tx
      .insert(gameSeeds)
      .values({ userId, ...fresh() })
      .onConflictDoNothing();
    const [row] = await lock();
    return row!;
  },

  /**
   * Locks the player's seed row (creating it on their first round) and takes the next nonce in ONE statement: the
   * row comes back as it was before, its nonce the round's. A round that turns out to be a replay gives the nonce
   * back (returnNonce); a round that fails rolls back with its transaction. The same statement takes the player's
   * money lock (platform/db/player-lock.ts): the round's bonus, limits and wallet steps then send no lock of their own.
   */
  async takeNonce(
    tx: Db,
    userId: string,
    fresh: () => Omit<SeedRow, "userId" | "updatedAt">,
  ): Promise<SeedRow> {
    const take = () => takeNextNonce(tx, { userId });
    let [taken] = await take();
    if (!taken) {
      await tx
        .insert(gameSeeds)
        .values({ userId, ...fresh() })
        .onConflictDoNothing();
      [taken] = await take();
    }
    tookPlayerMoneyLock(tx, userId);
    const { moneyLocked: _, ...seeds } = taken!;
    return { ...seeds, nonce: seeds.nonce - 1 };
  },

  returnNonce: (tx: Db, userId: string) =>
    tx
      .update(gameSeeds)
      .set({ nonce: sql`${gameSeeds.nonce} - 1` })
      .where(eq(gameSeeds.userId, userId)),

  async replaceSeeds(tx: Db, old: SeedRow, next: Omit<SeedRow, "userId" | "updatedAt">, at: Date) {
    await tx.insert(gameRevealedSeeds).values({
      serverSeedHash: old.serverSeedHash,
      userId: old.userId,
      serverSeed: old.serverSeed,
      clientSeed: old.clientSeed,
      rounds: old.nonce,
      revealedAt: at,
    });
    await tx
      .update(gameSeeds)
      .set({ ...next, updatedAt: at })
      .where(eq(gameSeeds.userId, old.userId));
  },

  /**
   * Test seam only: the pair becomes `next`; the old one is revealed (kept once, should the seam be called again
   * with a pair it already revealed), so the rounds played under it stay verifiable.
   */
  async setSeeds(tx: Db, old: SeedRow, next: Omit<SeedRow, "userId" | "updatedAt">, at: Date) {
    await tx
      .insert(gameRevealedSeeds)
      .values({
        serverSeedHash: old.serverSeedHash,
        userId: old.userId,
        serverSeed: old.serverSeed,
        clientSeed: old.clientSeed,
        rounds: old.nonce,
        revealedAt: at,
      })
      .onConflictDoNothing();
    await tx
      .update(gameSeeds)
      .set({ ...next, updatedAt: at })
      .where(eq(gameSeeds.userId, old.userId));
  },

  /** Revealed server seeds by their hash. */
  revealed: (db: Db, hashes: string[]) =>
    db
      .select()
      .from(gameRevealedSeeds)
      .where(inArray(gameRevealedSeeds.serverSeedHash, hashes.length ? hashes : [""])),

  roundByClientId: async (tx: Db, userId: string, clientRoundId: string) =>
    (
      await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.clientRoundId, clientRoundId)))
    )[0],

  roundById: async (tx: Db, userId: string, id: string) =>
    (
      await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.id, id)))
    )[0],

  openRound: async (db: Db, userId: string, slug: string) =>
    (
      await db
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.userId, userId), eq(gameRounds.slug, slug), eq(gameRounds.status, "open")))
        .limit(1)
    )[0],

  insertRound: (tx: Db, round: RoundInsert): Promise<RoundRow> => insertRoundRow(tx, round),

  updateRound: async (tx: Db, id: string, set: Partial<RoundInsert>) =>
    (await tx.update(gameRounds).set(set).where(eq(gameRounds.id, id)).returning())[0]!,

  /** The player's rounds, newest first. */
  async rounds(db: Db, userId: string, page: { slug?: string | undefined; offset: number; limit: number }) {
    const where = and(eq(gameRounds.userId, userId), page.slug ? eq(gameRounds.slug, page.slug) : undefined);
    const [total] = await db.select({ n: count() }).from(gameRounds).where(where);
    const rows = await db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .offset(page.offset)
      .limit(page.limit);
    return { rows, total: total?.n ?? 0 };
  },

  /** The player's last distinct games with when each was last played. */
  recentPlayed: (db: Db, userId: string, limit: number) =>
    db
      .select({
        slug: gameRounds.slug,
        lastPlayedAt: sql<Date>`max(${gameRounds.createdAt})`.mapWith(gameRounds.createdAt),
      })
      .from(gameRounds)
      .where(eq(gameRounds.userId, userId))
      .groupBy(gameRounds.slug)
      .orderBy(desc(sql`max(${gameRounds.createdAt})`))
      .limit(limit),

  /** Settled winning rounds, newest first (recent winners). */
  recentWins: (db: Db, f: FeedFilter) =>
    db
      .select()
      .from(gameRounds)
      .where(feedWhere(f, gt(gameRounds.win, 0n)))
      .orderBy(desc(gameRounds.settledAt))
      .limit(f.limit),

  /** The biggest wins since `since` (top winners). */
  topWins: (db: Db, f: FeedFilter, since: Date) =>
    db
      .select()
      .from(gameRounds)
      .where(feedWhere(f, gt(gameRounds.win, 0n), gte(gameRounds.settledAt, since)))
      .orderBy(desc(gameRounds.win), desc(gameRounds.settledAt))
      .limit(f.limit),

  /** The latest settled rounds (latest bets). */
  latest: (db: Db, f: FeedFilter) =>
    db.select().from(gameRounds).where(feedWhere(f)).orderBy(desc(gameRounds.settledAt)).limit(f.limit),

  /** Stakes and wins per game and currency of the rounds settled in [from, to). */
  totals: (db: Db, from: Date, to: Date) =>
    db
      .select({
        slug: gameRounds.slug,
        currency: gameRounds.currency,
        rounds: count(),
        staked: sql<string>`sum(${gameRounds.stake})::text`,
        won: sql<string>`sum(${gameRounds.win})::text`,
      })
      .from(gameRounds)
      .where(and(gte(gameRounds.settledAt, from), lt(gameRounds.settledAt, to)))
      .groupBy(gameRounds.slug, gameRounds.currency),

  /** Rounds settled at or after `from`, oldest first (engagement reads them to score tournaments and points). */
  settledFrom: (db: Db, from: Date, limit: number) =>
    db
      .select()
      .from(gameRounds)
      .where(gte(gameRounds.settledAt, from))
      .orderBy(gameRounds.settledAt, gameRounds.id)
      .limit(limit),
};
