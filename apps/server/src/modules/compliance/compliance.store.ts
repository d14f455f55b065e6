import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { clientEvaluationAnswers, clientEvaluations, kycDocuments, riskReviews } from "./compliance.tables";

export type EvaluationRow = typeof clientEvaluations.$inferSelect;
export type ReviewRow = typeof riskReviews.$inferSelect;
export type DocumentRow = typeof kycDocuments.$inferSelect;

export const complianceStore = {
  async pendingEvaluation(db: Db, userId: string): Promise<EvaluationRow | undefined> {
    const [row] = await db
      .select()
      .from(clientEvaluations)
      .where(and(eq(clientEvaluations.userId, userId), eq(clientEvaluations.status, "pending")));
    return row;
  },

  /** Opens an evaluation unless one is pending (the partial unique index decides a race); returns the pending one. */
  async openEvaluation(
    db: Db,
    row: typeof clientEvaluations.$inferInsert,
  ): Promise<{ evaluation: EvaluationRow; added: boolean }> {
    const [inserted] = await db.insert(clientEvaluations).values(row).onConflictDoNothing().returning();
    if (inserted) return { evaluation: inserted, added: true };
    const pending = await complianceStore.pendingEvaluation(db, row.userId);
    if (!pending) throw new Error("No pending evaluation after opening one");
    return { evaluation: pending, added: false };
  },

  /** The evaluation, locked: answers to it are serialised so completing it happens once. */
  async lockEvaluation(db: Db, id: string): Promise<EvaluationRow | undefined> {
    const [row] = await db.select().from(clientEvaluations).where(eq(clientEvaluations.id, id)).for("update");
    return row;
  },

  async answers(db: Db, evaluationId: string): Promise<Map<number, number>> {
    const rows = await db
      .select()
      .from(clientEvaluationAnswers)
      .where(eq(clientEvaluationAnswers.evaluationId, evaluationId));
    return new Map(rows.map((r) => [r.criterionId, r.answerId]));
  },

  async saveAnswer(db: Db, evaluationId: string, criterionId: number, answerId: number, at: Date) {
    await db
      .insert(clientEvaluationAnswers)
      .values({ evaluationId, criterionId, answerId, answeredAt: at })
      .onConflictDoUpdate({
        target: [clientEvaluationAnswers.evaluationId, clientEvaluationAnswers.criterionId],
        set: { answerId, answeredAt: at },
      });
  },

  async completeEvaluation(db: Db, id: string, score: number, level: string, at: Date) {
    await db
      .update(clientEvaluations)
      .set({ status: "completed", riskScore: score, riskLevel: level, completedAt: at })
      .where(eq(clientEvaluations.id, id));
  },

  /** Opens a review unless one is open already (then the existing one stands). */
  async openReview(db: Db, row: typeof riskReviews.$inferInsert): Promise<void> {
    await db.insert(riskReviews).values(row).onConflictDoNothing();
  },

  async openReviewOf(db: Db, userId: string): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select()
      .from(riskReviews)
      .where(and(eq(riskReviews.userId, userId), eq(riskReviews.status, "open")));
    return row;
  },

  async clearReview(
    db: Db,
    userId: string,
    by: string,
    note: string,
    at: Date,
  ): Promise<ReviewRow | undefined> {
    const [row] = await db
      .update(riskReviews)
      .set({ status: "cleared", clearedAt: at, clearedBy: by, note })
      .where(and(eq(riskReviews.userId, userId), eq(riskReviews.status, "open")))
      .returning();
    return row;
  },

  async reviews(db: Db, status: "open" | "cleared"): Promise<ReviewRow[]> {
    return db
      .select()
      .from(riskReviews)
      .where(eq(riskReviews.status, status))
      .orderBy(desc(riskReviews.openedAt))
      .limit(200);
  },

  async insertDocument(db: Db, row: typeof kycDocuments.$inferInsert): Promise<DocumentRow> {
    const [inserted] = await db.insert(kycDocuments).values(row).returning();
    return inserted!;
  },

  async documentsOf(db: Db, userId: string): Promise<DocumentRow[]> {
    return db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId))
      .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id));
  },

  async pendingCount(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.status, "pending")));
    return row?.n ?? 0;
  },

  async document(db: Db, id: string): Promise<DocumentRow | undefined> {
    const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
    return row;
  },

  async documentsByStatus(db: Db, status: string): Promise<DocumentRow[]> {
    return db
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.status, status))
      .orderBy(kycDocuments.uploadedAt)
      .limit(200);
  },

  /** Reviews a pending document; undefined when it is not pending any more (someone else was first). */
  async review(
    db: Db,
    id: string,
    patch: { status: "approved" | "rejected"; reason: string | null; reviewedBy: string; reviewedAt: Date },
  ): Promise<DocumentRow | undefined> {
    const [row] = await db
      .update(kycDocuments)
      .set(patch)
      .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, "pending")))
      .returning();
    return row;
  },

  async hasApproved(db: Db, userId: string, types: string[]): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(kycDocuments)
      .where(
        and(
          eq(kycDocuments.userId, userId),
          inArray(kycDocuments.type, types),
          eq(kycDocuments.status, "approved"),
        ),
      );
    return (row?.n ?? 0) > 0;
  },
};
