import { desc, eq, gte } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { signalAcknowledgements } from "../limits.tables";

/** The SQL of signal acknowledgements (decision 0214). */
export const acknowledgementsStore = {
  /** Ids of the signals acknowledged since `since` (older causes are past every rule's look-back). */
  async recentIds(db: Db, since: Date): Promise<Set<string>> {
    const rows = await db
      .select({ id: signalAcknowledgements.signalId })
      .from(signalAcknowledgements)
      .where(gte(signalAcknowledgements.acknowledgedAt, since));
    return new Set(rows.map((row) => row.id));
  },

  async exists(db: Db, signalId: string): Promise<boolean> {
    const rows = await db
      .select({ id: signalAcknowledgements.signalId })
      .from(signalAcknowledgements)
      .where(eq(signalAcknowledgements.signalId, signalId))
      .limit(1);
    return rows.length > 0;
  },

  /** Stores one; false when the signal was already acknowledged (the first stands). */
  async insert(db: Db, row: typeof signalAcknowledgements.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(signalAcknowledgements)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: signalAcknowledgements.signalId });
    return inserted.length > 0;
  },

  /** The newest acknowledgements first. */
  latest: (db: Db, limit: number) =>
    db
      .select()
      .from(signalAcknowledgements)
      .orderBy(desc(signalAcknowledgements.acknowledgedAt))
      .limit(limit),
};
