import { desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { pgErrorCode } from "../../platform/db/transaction";
import { affiliateCampaigns, affiliateClaims } from "./affiliate.tables";

export type CampaignRow = typeof affiliateCampaigns.$inferSelect;
export type ClaimRow = typeof affiliateClaims.$inferSelect;

export const affiliateStore = {
  async campaigns(db: Db, userId: string): Promise<CampaignRow[]> {
    return db
      .select()
      .from(affiliateCampaigns)
      .where(eq(affiliateCampaigns.userId, userId))
      .orderBy(desc(affiliateCampaigns.createdAt));
  },

  /** Inserts a campaign; null when the code is taken. */
  async insertCampaign(db: Db, row: typeof affiliateCampaigns.$inferInsert): Promise<CampaignRow | null> {
    try {
      const [inserted] = await db.insert(affiliateCampaigns).values(row).returning();
      return inserted!;
    } catch (error) {
      if (pgErrorCode(error) === "23505") return null;
      throw error;
    }
  },

  async claims(db: Db, userId: string): Promise<ClaimRow[]> {
    return db
      .select()
      .from(affiliateClaims)
      .where(eq(affiliateClaims.userId, userId))
      .orderBy(desc(affiliateClaims.period));
  },

  /**
   * Records a claim; null when this month was claimed already. A concurrent claim of the same month waits on the
   * unique index until the first commits, then gets null.
   */
  async insertClaim(db: Db, row: typeof affiliateClaims.$inferInsert): Promise<ClaimRow | null> {
    const [inserted] = await db.insert(affiliateClaims).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async setTransfer(db: Db, id: string, transferId: string): Promise<void> {
    await db.update(affiliateClaims).set({ transferId }).where(eq(affiliateClaims.id, id));
  },
};
