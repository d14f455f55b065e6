import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { consentRequirements, userConsents } from "./account.tables";

export type ConsentRequirementRow = typeof consentRequirements.$inferSelect;
export type UserConsentRow = typeof userConsents.$inferSelect;

/** Consent texts and players' answers to them. */
export const consentsStore = {
  async requirements(db: Db): Promise<ConsentRequirementRow[]> {
    return db.select().from(consentRequirements).orderBy(asc(consentRequirements.sortOrder));
  },
  async answers(db: Db, userId: string): Promise<UserConsentRow[]> {
    return db.select().from(userConsents).where(eq(userConsents.userId, userId));
  },
  /** Records answers, each for the version the player saw; a later answer replaces an earlier one. */
  async saveAnswers(
    db: Db,
    userId: string,
    answers: { tagCode: string; accepted: boolean; version: number }[],
    at: Date,
  ): Promise<void> {
    if (answers.length === 0) return;
    await db
      .insert(userConsents)
      .values(answers.map((answer) => ({ ...answer, userId, updatedAt: at })))
      .onConflictDoUpdate({
        target: [userConsents.userId, userConsents.tagCode],
        set: {
          accepted: sql`excluded.accepted`,
          version: sql`excluded.version`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  },
};
