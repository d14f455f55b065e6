import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiled, type Params } from "../../../platform/db/compiled";
import { nationalExclusionRegister, playerExclusions } from "../limits.tables";

export type ExclusionRow = typeof playerExclusions.$inferSelect;

const inForce = (now: Date) =>
  and(
    sql`${playerExclusions.startsAt} <= ${now.toISOString()}::timestamptz`,
    or(isNull(playerExclusions.endsAt), gt(playerExclusions.endsAt, now)),
  );

/**
 * The query of a player's exclusions in force at `now` (an ISO instant), the longest first (permanent before any end
 * date): the one definition of "in force" for a player, which the limits' guard reads too (limits.store.ts).
 */
/** The player's exclusions in force at `now` (the condition; `playerExclusionsInForce` orders them). */
export const inForceAt = (p: { userId: unknown; now: unknown }) =>
  and(
    eq(playerExclusions.userId, p.userId as string),
    sql`${playerExclusions.startsAt} <= ${p.now}::timestamptz`,
    or(isNull(playerExclusions.endsAt), sql`${playerExclusions.endsAt} > ${p.now}::timestamptz`),
  );

/** The longest first: permanent before any end date. */
export const longestFirst = sql`${playerExclusions.endsAt} desc nulls first`;

export const playerExclusionsInForce = (db: Db, p: Params<{ userId: string; now: string }>) =>
  db.select().from(playerExclusions).where(inForceAt(p)).orderBy(longestFirst);

/** Every stake checks the player's exclusions: compiled once (decision 0224). */
const playerInForce = compiled("limits.exclusions-in-force", playerExclusionsInForce);

/** Cool-offs, self-exclusions and the national register: the only SQL on these tables. */
export const exclusionsStore = {
  async insert(db: Db, row: typeof playerExclusions.$inferInsert): Promise<ExclusionRow> {
    const [inserted] = await db.insert(playerExclusions).values(row).returning();
    return inserted!;
  },

  async get(db: Db, id: string): Promise<ExclusionRow | undefined> {
    const [row] = await db.select().from(playerExclusions).where(eq(playerExclusions.id, id));
    return row;
  },

  /** The player's exclusions in force now, the longest first (permanent before any end date). */
  async inForce(db: Db, userId: string, now: Date): Promise<ExclusionRow[]> {
    return playerInForce(db, { userId, now: now.toISOString() });
  },

  /** Every exclusion in force, newest first, for the operator. */
  async allInForce(db: Db, now: Date, limit: number): Promise<ExclusionRow[]> {
    return db
      .select()
      .from(playerExclusions)
      .where(inForce(now))
      .orderBy(desc(playerExclusions.startsAt))
      .limit(limit);
  },

  /** Whether a CNP or e-mail is on the local copy of the national register at `now`. */
  async listedNationally(db: Db, who: { cnp: string | null; email: string }, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: nationalExclusionRegister.id })
      .from(nationalExclusionRegister)
      .where(
        and(
          who.cnp
            ? or(eq(nationalExclusionRegister.cnp, who.cnp), eq(nationalExclusionRegister.email, who.email))
            : eq(nationalExclusionRegister.email, who.email),
          or(isNull(nationalExclusionRegister.expiresAt), gt(nationalExclusionRegister.expiresAt, now)),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async addToNationalRegister(db: Db, row: typeof nationalExclusionRegister.$inferInsert): Promise<void> {
    await db.insert(nationalExclusionRegister).values(row);
  },
};
