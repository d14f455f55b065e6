import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { verificationTokens } from "../account.tables";

export type VerificationTokenRow = typeof verificationTokens.$inferSelect;

/** Single-use secrets (e-mail links, SMS codes). `usedAt` means "used for its purpose", never "cancelled". */
export const verificationStore = {
  async insert(db: Db, row: typeof verificationTokens.$inferInsert): Promise<void> {
    await db.insert(verificationTokens).values(row);
  },
  /** Cancels the open secrets of a purpose for a player or a target by expiring them now. */
  async expireOpen(
    db: Db,
    purpose: string,
    by: { userId: string } | { target: string },
    at: Date,
  ): Promise<void> {
    await db
      .update(verificationTokens)
      .set({ expiresAt: at })
      .where(
        and(
          eq(verificationTokens.purpose, purpose),
          "userId" in by
            ? eq(verificationTokens.userId, by.userId)
            : eq(verificationTokens.target, by.target),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, at),
        ),
      );
  },
  /** An unused, unexpired secret by its hash. */
  async findOpen(
    db: Db,
    purposes: string[],
    tokenHash: string,
    at: Date,
  ): Promise<VerificationTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationTokens)
      .where(
        and(
          inArray(verificationTokens.purpose, purposes),
          eq(verificationTokens.tokenHash, tokenHash),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, at),
        ),
      )
      .limit(1);
    return row;
  },
  /** Marks a secret used; false when someone else used it first (the UPDATE is the race's referee). */
  async consume(db: Db, id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(verificationTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(verificationTokens.id, id),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, at),
        ),
      )
      .returning({ id: verificationTokens.id });
    return rows.length > 0;
  },
  /** The newest secret of a purpose sent to a target, whatever its state. */
  async latestForTarget(db: Db, purpose: string, target: string): Promise<VerificationTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(verificationTokens)
      .where(and(eq(verificationTokens.purpose, purpose), eq(verificationTokens.target, target)))
      .orderBy(desc(verificationTokens.createdAt))
      .limit(1);
    return row;
  },
  /** Takes one try of an open code; false when the code is used, expired or out of tries. */
  async takeAttempt(db: Db, id: string, maxAttempts: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(verificationTokens)
      .set({ attempts: sql`${verificationTokens.attempts} + 1` })
      .where(
        and(
          eq(verificationTokens.id, id),
          isNull(verificationTokens.usedAt),
          gt(verificationTokens.expiresAt, at),
          lt(verificationTokens.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationTokens.id });
    return rows.length > 0;
  },
  /** Whether a secret of this purpose sent to the target was used at or after `since`. */
  async usedSince(db: Db, purpose: string, target: string, since: Date): Promise<boolean> {
    const rows = await db
      .select({ id: verificationTokens.id })
      .from(verificationTokens)
      .where(
        and(
          eq(verificationTokens.purpose, purpose),
          eq(verificationTokens.target, target),
          gte(verificationTokens.usedAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },
};
