import { and, desc, eq, gt, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { compiled, type Params } from "../../platform/db/compiled";
import { loginAttempts, sessions } from "./session.tables";

export type SessionRow = typeof sessions.$inferSelect;
export type LoginAttemptRow = typeof loginAttempts.$inferSelect;

/** Every authenticated request reads its session: compiled once (decision 0224). */
const sessionByToken = compiled("session.find", (db, p: Params<{ tokenHash: string }>) =>
  db.select().from(sessions).where(eq(sessions.tokenHash, p.tokenHash)).limit(1),
);

/** Sessions and login attempts: the only SQL on these tables. */
export const sessionStore = {
  /** Sessions not ended, started before `startedBefore` and seen since `seenSince`, oldest first. */
  async longRunning(db: Db, startedBefore: Date, seenSince: Date, limit: number): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(
        and(
          isNull(sessions.endedAt),
          // A staff member's view of the site is not the player's time.
          isNull(sessions.impersonatedBy),
          lt(sessions.createdAt, startedBefore),
          gte(sessions.lastSeenAt, seenSince),
        ),
      )
      .orderBy(sessions.createdAt)
      .limit(limit);
  },
  async insert(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
    await db.insert(sessions).values(row);
  },
  async find(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
    const [row] = await sessionByToken(db, { tokenHash });
    return row;
  },
  async touch(db: Db, tokenHash: string, at: Date): Promise<void> {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  },
  async startedAt(db: Db, tokenHash: string, at: Date): Promise<void> {
    await db.update(sessions).set({ createdAt: at }).where(eq(sessions.tokenHash, tokenHash));
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
  /** Ends every open session of a player except one (password change keeps the session that made it). */
  async endOthersForUser(
    db: Db,
    userId: string,
    keepTokenHash: string,
    reason: string,
    at: Date,
  ): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ endedAt: at, endReason: reason })
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.endedAt), ne(sessions.tokenHash, keepTokenHash)),
      )
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  },
  /** The player's sessions that may overlap [from, to): they began before `to` and had not ended by `from`. */
  async overlapping(db: Db, userId: string, from: Date, to: Date) {
    return db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        endedAt: sessions.endedAt,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.impersonatedBy),
          lt(sessions.createdAt, to),
          sql`coalesce(${sessions.endedAt}, ${sessions.expiresAt}) > ${from.toISOString()}::timestamptz`,
        ),
      );
  },
  async insertAttempt(db: Db, row: typeof loginAttempts.$inferInsert): Promise<void> {
    await db.insert(loginAttempts).values(row);
  },
  /** The newest failed attempts on a name or account after `since`, newest first, at most `limit`. */
  async recentFailures(
    db: Db,
    by: { identifier: string; userId: string | null },
    since: Date,
    limit: number,
  ): Promise<Date[]> {
    const rows = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          by.userId
            ? or(eq(loginAttempts.identifier, by.identifier), eq(loginAttempts.userId, by.userId))
            : eq(loginAttempts.identifier, by.identifier),
          eq(loginAttempts.success, false),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  },
  /** When the account last logged in successfully after `since`, if it did. */
  async lastSuccess(db: Db, userId: string, since: Date): Promise<Date | undefined> {
    const [row] = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.userId, userId),
          eq(loginAttempts.success, true),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1);
    return row?.at;
  },
  /** A player's own login history, newest first. */
  async attemptsOf(db: Db, userId: string, limit: number): Promise<LoginAttemptRow[]> {
    return db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, userId))
      .orderBy(desc(loginAttempts.createdAt))
      .limit(limit);
  },
  /** A player's sessions, newest first (the back office). */
  async sessionsOf(db: Db, userId: string, limit: number): Promise<SessionRow[]> {
    return db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit);
  },
  async liftRestriction(db: Db, tokenHash: string): Promise<void> {
    await db.update(sessions).set({ restricted: false }).where(eq(sessions.tokenHash, tokenHash));
  },
};
