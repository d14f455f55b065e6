import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiled, compiledSql, type Params } from "../../../platform/db/compiled";
import { loyaltyMessages, loyaltyPoints, loyaltyTotals } from "../engagement.tables";

// Every real-money round earns points after commit (the engagement consumer): one statement adds the ledger's row
// and the player's totals together, built once (decisions 0224, 0230). The totals row is locked by the update, so of
// two rounds earning at once in two processes each sees the totals its own points made, and a level crossed by the
// two together is noticed by the one that crossed it.
const addOnce = compiledSql<
  { userId: string; source: string; points: string; createdAt: string },
  { points: string; lifetime: string }
>(
  "loyalty.add",
  (p) => sql`
    with added as (
      insert into ${loyaltyPoints} (user_id, source, points, created_at)
      values (${p.userId}::uuid, ${p.source}, ${p.points}::bigint, ${p.createdAt}::timestamptz)
      on conflict do nothing
      returning user_id, points
    )
    insert into ${loyaltyTotals} (user_id, points, lifetime)
    select user_id, points, greatest(points, 0) from added
    on conflict (user_id) do update set
      points = ${loyaltyTotals}.points + excluded.points,
      lifetime = ${loyaltyTotals}.lifetime + excluded.lifetime
    returning points::text, lifetime::text`,
);
const totalsOf = compiled("loyalty.totals", (db, p: Params<{ userId: string }>) =>
  db
    .select({ points: loyaltyTotals.points, lifetime: loyaltyTotals.lifetime })
    .from(loyaltyTotals)
    .where(eq(loyaltyTotals.userId, p.userId)),
);

export interface LoyaltyTotals {
  /** Spendable. */
  points: bigint;
  /** Ever earned. */
  lifetime: bigint;
}

export type MessageTexts = Record<string, { title: string; body: string }>;

export const loyaltyStore = {
  /** Adds points once per source: the player's totals after them, or null when the source had already counted. */
  async add(db: Db, userId: string, source: string, points: bigint, at: Date): Promise<LoyaltyTotals | null> {
    const { rows } = await addOnce(db, {
      userId,
      source,
      points: points.toString(),
      createdAt: at.toISOString(),
    });
    const row = rows[0];
    return row ? { points: BigInt(row.points), lifetime: BigInt(row.lifetime) } : null;
  },

  /** Spendable points and points ever earned. */
  async totals(db: Db, userId: string): Promise<LoyaltyTotals> {
    const [row] = await totalsOf(db, { userId });
    return row ?? { points: 0n, lifetime: 0n };
  },

  /** Serialises the point spending of one player for the rest of the transaction. */
  lockPlayer: (tx: Db, userId: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`loyalty:${userId}`}, 0))`),

  /** Sends a message; with a dedupe key, at most once per player. */
  send: (db: Db, userId: string, texts: MessageTexts, at: Date, dedupeKey: string | null = null) =>
    db.insert(loyaltyMessages).values({ userId, texts, createdAt: at, dedupeKey }).onConflictDoNothing(),

  messages: (db: Db, userId: string) =>
    db
      .select()
      .from(loyaltyMessages)
      .where(eq(loyaltyMessages.userId, userId))
      .orderBy(desc(loyaltyMessages.createdAt))
      .limit(100),

  unread: async (db: Db, userId: string) =>
    (
      await db
        .select({ n: count() })
        .from(loyaltyMessages)
        .where(and(eq(loyaltyMessages.userId, userId), isNull(loyaltyMessages.readAt)))
    )[0]?.n ?? 0,

  markRead: async (db: Db, userId: string, id: string, at: Date) =>
    (
      await db
        .update(loyaltyMessages)
        .set({ readAt: sql`coalesce(${loyaltyMessages.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(loyaltyMessages.userId, userId), eq(loyaltyMessages.id, id)))
        .returning({ id: loyaltyMessages.id })
    ).length > 0,
};
