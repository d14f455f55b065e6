import { and, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { isUuid } from "../../platform/ids";
import { paymentTransactions, paymentWebhookEvents } from "./cashier.tables";

export type PaymentRow = typeof paymentTransactions.$inferSelect;

export interface HistoryFilter {
  userId: string;
  from?: Date;
  to?: Date;
  type?: "deposit" | "withdrawal";
  states?: string[];
  offset?: number;
  limit?: number;
}

function where(f: HistoryFilter) {
  return and(
    eq(paymentTransactions.userId, f.userId),
    f.from ? gte(paymentTransactions.createdAt, f.from) : undefined,
    f.to ? lte(paymentTransactions.createdAt, f.to) : undefined,
    f.type ? eq(paymentTransactions.type, f.type) : undefined,
    f.states ? inArray(paymentTransactions.state, f.states) : undefined,
  );
}

export const cashierStore = {
  async insert(db: Db, row: typeof paymentTransactions.$inferInsert): Promise<PaymentRow> {
    const [inserted] = await db.insert(paymentTransactions).values(row).returning();
    return inserted!;
  },
  async byIdempotencyKey(db: Db, userId: string, key: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.idempotencyKey, key)));
    return row;
  },
  /** A transaction by id; none for an id that is not a UUID (a provider may send anything). */
  async get(db: Db, id: string): Promise<PaymentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
    return row;
  },
  /** Locks the transaction row: its state changes are serialised (webhook vs cancel vs operator). */
  async lock(db: Db, id: string): Promise<PaymentRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id))
      .for("update");
    return row;
  },
  async update(
    db: Db,
    id: string,
    patch: Partial<typeof paymentTransactions.$inferInsert>,
  ): Promise<PaymentRow> {
    const [row] = await db
      .update(paymentTransactions)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(paymentTransactions.id, id))
      .returning();
    return row!;
  },
  async list(db: Db, filter: HistoryFilter): Promise<PaymentRow[]> {
    return db
      .select()
      .from(paymentTransactions)
      .where(where(filter))
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .offset(filter.offset ?? 0)
      .limit(filter.limit ?? 200);
  },
  async count(db: Db, filter: HistoryFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(paymentTransactions).where(where(filter));
    return row?.n ?? 0;
  },
  async totals(db: Db, userId: string) {
    return db
      .select({
        type: paymentTransactions.type,
        state: paymentTransactions.state,
        total: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text`,
        n: count(),
        first: sql<string | null>`min(${paymentTransactions.completedAt})::text`,
      })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, userId))
      .groupBy(paymentTransactions.type, paymentTransactions.state);
  },
  /**
   * The sum of a player's deposits that use up a deposit limit since `since` (minor units): pending ones whose
   * checkout is still open at `now`, by when they were started; credited ones by when they were started, or by when
   * they were credited if that was after their checkout closed (a late payment counts from its credit).
   */
  async depositedSince(db: Db, userId: string, since: Date, now: Date): Promise<bigint> {
    const p = paymentTransactions;
    const countsFrom = sql`case when ${p.completedAt} > ${p.expiresAt} then ${p.completedAt} else ${p.createdAt} end`;
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${p.amount}), 0)::text` })
      .from(p)
      .where(
        and(
          eq(p.userId, userId),
          eq(p.type, "deposit"),
          or(
            and(
              eq(p.state, "PENDING"),
              gte(p.createdAt, since),
              or(isNull(p.expiresAt), gt(p.expiresAt, now)),
            ),
            and(inArray(p.state, ["APPROVED", "SUCCESSFUL"]), gte(countsFrom, since)),
          ),
        ),
      );
    return BigInt(row?.total ?? 0);
  },
  /**
   * Marks pending deposits whose checkout closed by `now` EXPIRED (one deposit by id, or all of one player's);
   * returns how many. A concurrent credit holding a row makes this wait and then see the row is no longer PENDING,
   * so a deposit ends either credited or expired, never both. The rows are locked in id order, so two of these for
   * one player (two history reads at once) cannot deadlock.
   */
  async expireDue(db: Db, scope: { id: string } | { userId: string }, now: Date): Promise<number> {
    const p = paymentTransactions;
    const due = and(
      "id" in scope ? eq(p.id, scope.id) : eq(p.userId, scope.userId),
      eq(p.type, "deposit"),
      eq(p.state, "PENDING"),
      lte(p.expiresAt, now),
    );
    const rows = await db
      .update(p)
      .set({ state: "EXPIRED", completedAt: now, updatedAt: sql`now()` })
      .where(and(due, inArray(p.id, db.select({ id: p.id }).from(p).where(due).orderBy(p.id).for("update"))))
      .returning({ id: p.id });
    return rows.length;
  },
  /** The sum of all of a player's withdrawals in the given states (minor units). */
  async withdrawnTotal(db: Db, userId: string, states: string[]): Promise<bigint> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text` })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.userId, userId),
          eq(paymentTransactions.type, "withdrawal"),
          inArray(paymentTransactions.state, states),
        ),
      );
    return BigInt(row?.total ?? 0);
  },
  async pendingWithdrawals(db: Db): Promise<PaymentRow[]> {
    return db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.type, "withdrawal"), eq(paymentTransactions.state, "PENDING")))
      .orderBy(paymentTransactions.createdAt)
      .limit(200);
  },
  /** Records a provider event; false when it was recorded before (a redelivery). */
  async recordEvent(db: Db, row: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(paymentWebhookEvents).values(row).onConflictDoNothing().returning();
    return inserted.length > 0;
  },
};
