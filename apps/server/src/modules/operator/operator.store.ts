import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { adjustments, playerFlags, staffNotes } from "./operator.tables";

export type AdjustmentRow = typeof adjustments.$inferSelect;
export type StaffNoteRow = typeof staffNotes.$inferSelect;

/** Staff notes and money corrections: the only SQL on these tables. */
export const operatorStore = {
  /** Raises a flag; nothing when the same kind and reference was flagged before. */
  async insertFlag(tx: Db, row: typeof playerFlags.$inferInsert): Promise<void> {
    await tx.insert(playerFlags).values(row).onConflictDoNothing();
  },
  flagsOf(db: Db, userId: string) {
    return db
      .select()
      .from(playerFlags)
      .where(eq(playerFlags.userId, userId))
      .orderBy(desc(playerFlags.createdAt))
      .limit(100);
  },
  async insertNote(tx: Db, row: typeof staffNotes.$inferInsert): Promise<StaffNoteRow> {
    const [note] = await tx.insert(staffNotes).values(row).returning();
    return note!;
  },
  notesOf(db: Db, userId: string): Promise<StaffNoteRow[]> {
    return db
      .select()
      .from(staffNotes)
      .where(eq(staffNotes.userId, userId))
      .orderBy(desc(staffNotes.createdAt))
      .limit(200);
  },
  async insertAdjustment(tx: Db, row: typeof adjustments.$inferInsert): Promise<AdjustmentRow> {
    const [inserted] = await tx.insert(adjustments).values(row).returning();
    return inserted!;
  },
  /** The adjustment under a row lock: concurrent decisions on it line up, the second sees the first's result. */
  async lockAdjustment(tx: Db, id: string): Promise<AdjustmentRow | undefined> {
    const [row] = await tx.select().from(adjustments).where(eq(adjustments.id, id)).for("update");
    return row;
  },
  async decide(
    tx: Db,
    id: string,
    patch: Pick<AdjustmentRow, "status" | "decidedBy" | "decidedAt" | "decisionReason" | "transferId">,
  ): Promise<AdjustmentRow> {
    const [row] = await tx.update(adjustments).set(patch).where(eq(adjustments.id, id)).returning();
    return row!;
  },
  list(
    db: Db,
    filter: { status?: string | undefined; userId?: string | undefined },
  ): Promise<AdjustmentRow[]> {
    return db
      .select()
      .from(adjustments)
      .where(
        and(
          filter.status ? eq(adjustments.status, filter.status) : undefined,
          filter.userId ? eq(adjustments.userId, filter.userId) : undefined,
        ),
      )
      .orderBy(desc(adjustments.requestedAt))
      .limit(200);
  },
};
