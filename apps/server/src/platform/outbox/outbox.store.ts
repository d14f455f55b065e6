import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db";
import { outboxMessages } from "./outbox.tables";

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export const outboxStore = {
  async insert(db: Db, row: typeof outboxMessages.$inferInsert): Promise<OutboxMessage> {
    const [inserted] = await db.insert(outboxMessages).values(row).returning();
    return inserted!;
  },
  async markSent(db: Db, id: string, at: Date, error: string | null): Promise<void> {
    await db
      .update(outboxMessages)
      .set(error ? { error } : { sentAt: at })
      .where(eq(outboxMessages.id, id));
  },
  /** Newest first; for /dev/outbox and tests. */
  async list(
    db: Db,
    filter: { recipient?: string; channel?: string; limit?: number },
  ): Promise<OutboxMessage[]> {
    const conditions = [
      filter.recipient ? eq(outboxMessages.recipient, filter.recipient.toLowerCase()) : undefined,
      filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
    ].filter((c) => c !== undefined);
    return db
      .select()
      .from(outboxMessages)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(filter.limit ?? 50);
  },
};
