import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { loyaltyMessages, loyaltyPoints } from "../engagement.tables";

export type MessageTexts = Record<string, { title: string; body: string }>;

export const loyaltyStore = {
  /** Adds points once per source; returns false when the source had already been counted. */
  async add(db: Db, userId: string, source: string, points: bigint, at: Date): Promise<boolean> {
    const rows = await db
      .insert(loyaltyPoints)
      .values({ userId, source, points, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: loyaltyPoints.id });
    return rows.length > 0;
  },

  /** Spendable points and points ever earned. */
  async totals(db: Db, userId: string): Promise<{ points: bigint; lifetime: bigint }> {
    const [row] = await db
      .select({
        points: sql<string>`coalesce(sum(${loyaltyPoints.points}), 0)::text`,
        lifetime: sql<string>`coalesce(sum(greatest(${loyaltyPoints.points}, 0)), 0)::text`,
      })
      .from(loyaltyPoints)
      .where(eq(loyaltyPoints.userId, userId));
    return { points: BigInt(row?.points ?? "0"), lifetime: BigInt(row?.lifetime ?? "0") };
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
