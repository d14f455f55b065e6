import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { sessions } from "./session.tables";

export type SessionRow = typeof sessions.$inferSelect;

export const sessionStore = {
  async insert(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },
  async find(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return row;
  },
  async touch(db: Db, tokenHash: string, at: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  },
  async end(db: Db, tokenHash: string, reason: string, at: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
  },
  async endAllForUser(db: Db, userId: string, reason: string, at: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  },
  async liftRestriction(db: Db, tokenHash: string): Promise<void> {
    await db.update(sessions).set({ restricted: false }).where(eq(sessions.tokenHash, tokenHash));
  },
};
