import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { isUuid } from "../../../platform/ids";
import { paymentTransactions } from "../cashier.tables";
import type { CardOnFile } from "./praxis";

/** Praxis card tokens live in the deposit's `metadata.praxisCard` (no extra table: payouts go back to that card). */
export const praxisStore = {
  /** Keeps the tokens of a successful Praxis deposit on its row. */
  async rememberCard(db: Db, paymentId: string, card: CardOnFile): Promise<void> {
    if (!isUuid(paymentId)) return;
    await db
      .update(paymentTransactions)
      .set({
        metadata: sql`${paymentTransactions.metadata} || ${JSON.stringify({ praxisCard: card })}::jsonb`,
      })
      .where(
        and(
          eq(paymentTransactions.id, paymentId),
          eq(paymentTransactions.provider, "praxis"),
          eq(paymentTransactions.type, "deposit"),
          eq(paymentTransactions.state, "SUCCESSFUL"),
        ),
      );
  },
  /** The card of the player's latest successful Praxis deposit. */
  async cardOnFile(db: Db, userId: string): Promise<CardOnFile | null> {
    const [row] = await db
      .select({ card: sql<CardOnFile | null>`${paymentTransactions.metadata} -> 'praxisCard'` })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.userId, userId),
          eq(paymentTransactions.provider, "praxis"),
          eq(paymentTransactions.type, "deposit"),
          eq(paymentTransactions.state, "SUCCESSFUL"),
          sql`${paymentTransactions.metadata} ? 'praxisCard'`,
        ),
      )
      .orderBy(desc(paymentTransactions.completedAt))
      .limit(1);
    return row?.card ?? null;
  },
};
