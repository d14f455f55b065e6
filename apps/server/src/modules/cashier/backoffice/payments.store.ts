import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { paymentTransactions, paymentWebhookEvents } from "../cashier.tables";

export interface PaymentsFilter {
  type?: "deposit" | "withdrawal" | undefined;
  state?: string | undefined;
  currency?: string | undefined;
  userId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The last row of the previous page: rows strictly older (by created_at, then id) follow. */
  after?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

/** Provider notifications that must move money: a paid deposit, a paid-out withdrawal. */
const MONEY_EVENTS = ["payment.approved", "payout.paid"];

/** The back office's reads of the cashier's rows and provider notifications. */
export const paymentsStore = {
  /** Every player's transactions matching the filter, newest first (keyset pagination on created_at, id). */
  list(db: Db, f: PaymentsFilter) {
    const p = paymentTransactions;
    return db
      .select()
      .from(p)
      .where(
        and(
          f.type ? eq(p.type, f.type) : undefined,
          f.state ? eq(p.state, f.state) : undefined,
          f.currency ? eq(p.currency, f.currency) : undefined,
          f.userId ? eq(p.userId, f.userId) : undefined,
          f.from ? gte(p.createdAt, f.from) : undefined,
          f.to ? lt(p.createdAt, f.to) : undefined,
          f.after
            ? or(
                lt(p.createdAt, f.after.createdAt),
                and(eq(p.createdAt, f.after.createdAt), lt(p.id, f.after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(p.createdAt), desc(p.id))
      .limit(f.limit);
  },
  /** The money-moving provider notifications received in [from, to), oldest first. */
  moneyEvents(db: Db, from: Date, to: Date, limit: number) {
    const e = paymentWebhookEvents;
    return db
      .select()
      .from(e)
      .where(and(inArray(e.type, MONEY_EVENTS), gte(e.receivedAt, from), lt(e.receivedAt, to)))
      .orderBy(e.receivedAt)
      .limit(limit);
  },
  /**
   * Of the given payment ids, those a money-moving notification named at any time (a transfer made just inside the
   * period may answer a notification received just before it).
   */
  async notifiedPayments(db: Db, paymentIds: string[]): Promise<Set<string>> {
    if (paymentIds.length === 0) return new Set();
    const e = paymentWebhookEvents;
    const rows = await db
      .select({ ref: sql<string>`${e.payload}->>'merchantRef'` })
      .from(e)
      .where(and(inArray(e.type, MONEY_EVENTS), inArray(sql`${e.payload}->>'merchantRef'`, paymentIds)));
    return new Set(rows.map((row) => row.ref));
  },
};
