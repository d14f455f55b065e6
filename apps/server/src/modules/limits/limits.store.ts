import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { compiled, type Params } from "../../platform/db/compiled";
import { fromJsonRow, jsonRow } from "../../platform/db/json-rows";
import { type LockedRead, readLocked } from "../../platform/db/locked-reads";
import { lockPlayerMoney } from "../../platform/db/player-lock";
import { inForceAt, longestFirst } from "./exclusions/exclusions.store";
import { playerExclusions, playerLimits, playerRoundPace } from "./limits.tables";

export type LimitRow = typeof playerLimits.$inferSelect;
type ExclusionRow = typeof playerExclusions.$inferSelect;

/** Every stake reads the player's limits: compiled once (decision 0224). */
const limitsOf = compiled("limits.list", (db, p: Params<{ userId: string }>) =>
  db.select().from(playerLimits).where(eq(playerLimits.userId, p.userId)),
);

type Guard = { limits: LimitRow[]; exclusion?: ExclusionRow };

/**
 * What a stake or deposit checks once it holds the player's money lock, in one round trip: the player's limits beside
 * the exclusion in force that lasts longest (decisions 0226 and 0246: alone, or with the other reads under the lock).
 */
export const guardRead: LockedRead<Guard> = {
  name: "limits.guard",
  perCurrency: false,
  json: (p) => sql`json_build_array(
    (select coalesce(json_agg(${jsonRow(playerLimits, "player_limits")}), '[]'::json)
      from ${playerLimits} where ${eq(playerLimits.userId, p.userId)}),
    (select ${jsonRow(playerExclusions, "player_exclusions")}
      from ${playerExclusions} where ${inForceAt(p)} order by ${longestFirst} limit 1))`,
  decode(json) {
    const [limits, exclusion] = json as [unknown[][], unknown[] | null];
    const rows = limits.map((values) => fromJsonRow(playerLimits, values));
    return exclusion
      ? { limits: rows, exclusion: fromJsonRow(playerExclusions, exclusion) }
      : { limits: rows };
  },
};

/** Limits and round pace: the only SQL on these tables. */
export const limitsStore = {
  /** Every player's money limits in force of these types (compliance signals), at most `limit` rows. */
  async moneyLimits(db: Db, types: string[], limit: number): Promise<LimitRow[]> {
    return db.select().from(playerLimits).where(inArray(playerLimits.type, types)).limit(limit);
  },
  /**
   * Serialises every limit decision of one player (a deposit, a stake, a limit change) until the transaction ends:
   * the player's money lock, the one the bonus module's grants are decided under too (platform/db/player-lock.ts).
   */
  lockPlayer: lockPlayerMoney,

  async list(db: Db, userId: string): Promise<LimitRow[]> {
    return limitsOf(db, { userId });
  },

  /** The player's limits as in force at `now`, after applying (and persisting) the changes that fell due. */
  async current(db: Db, userId: string, now: Date): Promise<LimitRow[]> {
    return limitsStore.dueApplied(db, userId, now, await limitsStore.list(db, userId));
  },

  /** `rows`, the player's limits as read, as in force at `now`: the changes that fell due applied and read again. */
  async dueApplied(db: Db, userId: string, now: Date, rows: LimitRow[]): Promise<LimitRow[]> {
    if (!rows.some((row) => row.pendingAt && row.pendingAt <= now)) return rows;
    await limitsStore.applyDue(db, userId, now);
    return limitsStore.list(db, userId);
  },

  /** The player's limits and the longest exclusion in force at `now` (read under the money lock: guardRead). */
  async guard(db: Db, userId: string, now: Date): Promise<Guard> {
    return readLocked(db, guardRead, { userId, currency: "", now: now.toISOString() });
  },

  /** Applies the player's increases and removals whose 24 hours have passed. */
  async applyDue(db: Db, userId: string, now: Date): Promise<void> {
    const due = and(
      eq(playerLimits.userId, userId),
      isNotNull(playerLimits.pendingAt),
      lte(playerLimits.pendingAt, now),
    );
    await db.delete(playerLimits).where(and(due, isNull(playerLimits.pendingValue)));
    await db
      .update(playerLimits)
      .set({ value: sql`${playerLimits.pendingValue}`, pendingValue: null, pendingAt: null, updatedAt: now })
      .where(due);
  },

  /** Sets the value in force now (a new limit or a decrease); any pending change is dropped. */
  async setNow(
    db: Db,
    row: { userId: string; type: string; period: string; value: bigint; currency: string | null },
    now: Date,
  ): Promise<void> {
    await db
      .insert(playerLimits)
      .values({ ...row, pendingValue: null, pendingAt: null, updatedAt: now })
      .onConflictDoUpdate({
        target: [playerLimits.userId, playerLimits.type, playerLimits.period],
        set: {
          value: row.value,
          currency: row.currency,
          pendingValue: null,
          pendingAt: null,
          updatedAt: now,
        },
      });
  },

  /** Records an increase (or, with null, a removal) that applies at `at`. */
  async setPending(
    db: Db,
    key: { userId: string; type: string; period: string },
    value: bigint | null,
    at: Date,
    now: Date,
  ): Promise<void> {
    await db
      .update(playerLimits)
      .set({ pendingValue: value, pendingAt: at, updatedAt: now })
      .where(
        and(
          eq(playerLimits.userId, key.userId),
          eq(playerLimits.type, key.type),
          eq(playerLimits.period, key.period),
        ),
      );
  },

  /**
   * Claims the start of a round when the previous one began at least `minGapMs` ago; one statement, so two rounds
   * racing each other cannot both pass. Returns null when claimed, else when the previous round began.
   */
  async claimRound(db: Db, userId: string, now: Date, minGapMs: number): Promise<Date | null> {
    const cutoff = new Date(now.getTime() - minGapMs);
    const claimed = await db
      .insert(playerRoundPace)
      .values({ userId, lastRoundAt: now })
      .onConflictDoUpdate({
        target: playerRoundPace.userId,
        set: { lastRoundAt: now },
        setWhere: lte(playerRoundPace.lastRoundAt, cutoff),
      })
      .returning({ userId: playerRoundPace.userId });
    if (claimed.length) return null;
    const [row] = await db.select().from(playerRoundPace).where(eq(playerRoundPace.userId, userId));
    return row?.lastRoundAt ?? now;
  },
};
