import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { balanceWarningPreferences } from "./limits.tables";

export type BalanceWarningRow = typeof balanceWarningPreferences.$inferSelect;

/** The balance warning's per-player settings: the only SQL on that table. */
export const preferencesStore = {
  async get(db: Db, userId: string): Promise<BalanceWarningRow | undefined> {
    const [row] = await db
      .select()
      .from(balanceWarningPreferences)
      .where(eq(balanceWarningPreferences.userId, userId));
    return row;
  },

  async save(
    db: Db,
    userId: string,
    patch: { enabled?: boolean; snoozedUntil?: Date | null },
    now: Date,
  ): Promise<BalanceWarningRow> {
    const [row] = await db
      .insert(balanceWarningPreferences)
      .values({ userId, ...patch, updatedAt: now })
      .onConflictDoUpdate({ target: balanceWarningPreferences.userId, set: { ...patch, updatedAt: now } })
      .returning();
    return row!;
  },
};
