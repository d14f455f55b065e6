import { REWARD_CODE_PREFIX } from "@casino/contract";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, notLike, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { fromJsonRow, jsonRow } from "../../platform/db/json-rows";
import { type LockedRead, readLocked } from "../../platform/db/locked-reads";
import { lockPlayerMoney } from "../../platform/db/player-lock";
import { bonusCampaigns, bonusCashbackWeeks, bonusGrants } from "./bonus.tables";

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type GrantRow = typeof bonusGrants.$inferSelect;
export type CashbackWeekRow = typeof bonusCashbackWeeks.$inferSelect;
/** A grant with the campaign whose rules it is played under. */
export interface GrantWithCampaign {
  grant: GrantRow;
  campaign: CampaignRow;
}

const OPEN = ["pending", "active"];

/**
 * The player's open grants in a currency, oldest first, locked, each beside its campaign: every round and bet reads
 * them, alone or with the other reads under the money lock (decision 0246).
 */
export const openGrantsRead: LockedRead<GrantWithCampaign[]> = {
  name: "bonus.lock-open",
  perCurrency: true,
  json: (
    p,
  ) => sql`(select coalesce(json_agg(json_build_array(${jsonRow(bonusGrants, "g")}, ${jsonRow(bonusCampaigns, "c")})
      order by g.claimed_at, g.id), '[]'::json)
    from (select * from ${bonusGrants}
      where user_id = ${p.userId} and currency = ${p.currency} and status in (${sql.join(
        OPEN.map((status) => sql`${status}`),
        sql`, `,
      )})
      order by claimed_at, id for update) g
    join ${bonusCampaigns} c on c.id = g.campaign_id)`,
  decode: (json) =>
    (json as [unknown[], unknown[]][]).map(([grant, campaign]) => ({
      grant: fromJsonRow(bonusGrants, grant),
      campaign: fromJsonRow(bonusCampaigns, campaign),
    })),
};

/** One of the player's grants as eligibility reads it. */
export interface ClaimedCampaign {
  campaignId: string;
  open: boolean;
  claimedAt: Date;
  /** Set on a player's own claim of a campaign with a claim limit (bonus.tables.ts). */
  claimPeriod: Date | null;
  claimSlot: number | null;
}

export const bonusStore = {
  /** Every campaign, oldest first (then by code); the hidden per-prize ones (REWARD_ codes) only when asked for. */
  campaigns: (db: Db, { internal }: { internal: boolean }) =>
    db
      .select()
      .from(bonusCampaigns)
      // `_` is a LIKE wildcard: escaped, so only the literal prefix matches.
      .where(
        internal ? undefined : notLike(bonusCampaigns.code, `${REWARD_CODE_PREFIX.replace("_", "\\_")}%`),
      )
      // Seeded campaigns share one createdAt: the code keeps their order stable across edits.
      .orderBy(asc(bonusCampaigns.createdAt), asc(bonusCampaigns.code)),

  /** Pending and active grants per campaign id (campaigns with none are absent). */
  async openGrantCounts(db: Db): Promise<Map<string, number>> {
    const rows = await db
      .select({ campaignId: bonusGrants.campaignId, open: count() })
      .from(bonusGrants)
      .where(inArray(bonusGrants.status, OPEN))
      .groupBy(bonusGrants.campaignId);
    return new Map(rows.map((r) => [r.campaignId, r.open]));
  },

  async campaign(db: Db, id: string): Promise<CampaignRow | undefined> {
    const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    return row;
  },

  async campaignByCode(db: Db, code: string): Promise<CampaignRow | undefined> {
    const [row] = await db
      .select()
      .from(bonusCampaigns)
      .where(eq(bonusCampaigns.code, code.trim().toUpperCase()));
    return row;
  },

  /** Campaigns taking claims at `now`. */
  openCampaigns: (db: Db, now: Date) =>
    db
      .select()
      .from(bonusCampaigns)
      .where(
        and(
          eq(bonusCampaigns.active, true),
          lte(bonusCampaigns.validFrom, now),
          or(isNull(bonusCampaigns.validTo), gt(bonusCampaigns.validTo, now)),
        ),
      )
      // Seeded campaigns share one createdAt: the code keeps their order stable across edits.
      .orderBy(asc(bonusCampaigns.createdAt), asc(bonusCampaigns.code)),

  async insertCampaign(db: Db, row: typeof bonusCampaigns.$inferInsert): Promise<CampaignRow> {
    const [inserted] = await db.insert(bonusCampaigns).values(row).returning();
    return inserted!;
  },

  /** Seeding: inserts the campaigns whose codes are missing, never overwriting an operator's edits. */
  async insertMissingCampaigns(db: Db, rows: (typeof bonusCampaigns.$inferInsert)[]): Promise<void> {
    if (rows.length) await db.insert(bonusCampaigns).values(rows).onConflictDoNothing();
  },

  /** Inserts a campaign unless its code exists; undefined when it did (waits for a racing insert to commit). */
  async insertCampaignIfMissing(
    db: Db,
    row: typeof bonusCampaigns.$inferInsert,
  ): Promise<CampaignRow | undefined> {
    const [inserted] = await db.insert(bonusCampaigns).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async updateCampaign(
    db: Db,
    id: string,
    patch: Partial<typeof bonusCampaigns.$inferInsert>,
  ): Promise<CampaignRow | undefined> {
    const [row] = await db
      .update(bonusCampaigns)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(bonusCampaigns.id, id))
      .returning();
    return row;
  },

  async insertGrant(db: Db, row: typeof bonusGrants.$inferInsert): Promise<GrantRow> {
    const [inserted] = await db.insert(bonusGrants).values(row).returning();
    return inserted!;
  },

  async updateGrant(db: Db, id: string, patch: Partial<typeof bonusGrants.$inferInsert>): Promise<GrantRow> {
    const [row] = await db.update(bonusGrants).set(patch).where(eq(bonusGrants.id, id)).returning();
    return row!;
  },

  /**
   * The player's open grants in a currency with their campaigns, oldest first, locked: every change to a grant's
   * balance or progress happens under this lock, in the transaction that moves the money. The player's money lock
   * comes first (platform/db/player-lock.ts): row locks alone lock nothing while the player has no open grant, so
   * two claims (or a claim and a round) would each see the other's new grant missing.
   */
  async lockOpen(db: Db, userId: string, currency: string): Promise<GrantWithCampaign[]> {
    await lockPlayerMoney(db, userId);
    return readLocked(db, openGrantsRead, { userId, currency, now: "" });
  },

  /** One grant of the player with its campaign, locked. */
  async lockGrant(db: Db, userId: string, id: string): Promise<GrantWithCampaign | undefined> {
    const [row] = await db
      .select({ grant: bonusGrants, campaign: bonusCampaigns })
      .from(bonusGrants)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
      .where(and(eq(bonusGrants.id, id), eq(bonusGrants.userId, userId)))
      .for("update", { of: bonusGrants });
    return row;
  },

  async grant(db: Db, id: string): Promise<GrantRow | undefined> {
    const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.id, id));
    return row;
  },

  /** Every grant of the player with its campaign, newest first. */
  grantsOf: (db: Db, userId: string): Promise<GrantWithCampaign[]> =>
    db
      .select({ grant: bonusGrants, campaign: bonusCampaigns })
      .from(bonusGrants)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
      .where(eq(bonusGrants.userId, userId))
      .orderBy(desc(bonusGrants.claimedAt), desc(bonusGrants.id)),

  /**
   * Campaign ids the player holds an open grant of, or ever held (for once-per-player campaigns), with when each
   * grant was claimed (once per opening of a day-and-time window).
   */
  async claimedCampaigns(db: Db, userId: string): Promise<ClaimedCampaign[]> {
    const rows = await db
      .select({
        campaignId: bonusGrants.campaignId,
        status: bonusGrants.status,
        claimedAt: bonusGrants.claimedAt,
        claimPeriod: bonusGrants.claimPeriod,
        claimSlot: bonusGrants.claimSlot,
      })
      .from(bonusGrants)
      .where(eq(bonusGrants.userId, userId));
    return rows.map((r) => ({
      campaignId: r.campaignId,
      open: OPEN.includes(r.status),
      claimedAt: r.claimedAt,
      claimPeriod: r.claimPeriod,
      claimSlot: r.claimSlot,
    }));
  },

  /** Codes of the player's open grants (content targeting). */
  async openCodes(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ code: bonusCampaigns.code })
      .from(bonusGrants)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
      .where(and(eq(bonusGrants.userId, userId), inArray(bonusGrants.status, OPEN)));
    return rows.map((r) => r.code);
  },

  /** Whether the player has opted in to a deposit bonus that waits for a deposit. */
  async hasPendingDepositClaim(db: Db, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusGrants.campaignId))
      .where(
        and(
          eq(bonusGrants.userId, userId),
          eq(bonusGrants.status, "pending"),
          eq(bonusCampaigns.trigger, "deposit"),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The operator's grant to this player made with this Idempotency-Key, if any. */
  async grantByOperatorKey(db: Db, userId: string, key: string): Promise<GrantRow | undefined> {
    const [row] = await db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.operatorKey, key)));
    return row;
  },

  async grantForPayment(db: Db, paymentId: string): Promise<GrantRow | undefined> {
    const [row] = await db.select().from(bonusGrants).where(eq(bonusGrants.paymentId, paymentId));
    return row;
  },

  /**
   * Adds a settled round's real-money stake and win to the player's cashback week (made on its first round). A
   * week that is no longer open (paid, or void after a cool-off) takes nothing more.
   */
  async addCashbackPlay(
    db: Db,
    row: {
      campaignId: string;
      userId: string;
      currency: string;
      weekStart: Date;
      staked: bigint;
      won: bigint;
    },
  ): Promise<void> {
    await db
      .insert(bonusCashbackWeeks)
      .values(row)
      .onConflictDoUpdate({
        target: [bonusCashbackWeeks.campaignId, bonusCashbackWeeks.userId, bonusCashbackWeeks.weekStart],
        set: {
          staked: sql`${bonusCashbackWeeks.staked} + excluded.staked`,
          won: sql`${bonusCashbackWeeks.won} + excluded.won`,
        },
        setWhere: eq(bonusCashbackWeeks.status, "open"),
      });
  },

  /** Cashback weeks that have ended (they started before `currentWeek`) and are not paid yet, oldest first. */
  dueCashbackWeeks: (db: Db, currentWeek: Date) =>
    db
      .select({
        id: bonusCashbackWeeks.id,
        userId: bonusCashbackWeeks.userId,
        currency: bonusCashbackWeeks.currency,
      })
      .from(bonusCashbackWeeks)
      .where(and(eq(bonusCashbackWeeks.status, "open"), lt(bonusCashbackWeeks.weekStart, currentWeek)))
      .orderBy(asc(bonusCashbackWeeks.weekStart), asc(bonusCashbackWeeks.id)),

  /** One open cashback week, locked; undefined once another run has settled it. */
  async lockOpenCashbackWeek(db: Db, id: string): Promise<CashbackWeekRow | undefined> {
    const [row] = await db
      .select()
      .from(bonusCashbackWeeks)
      .where(and(eq(bonusCashbackWeeks.id, id), eq(bonusCashbackWeeks.status, "open")))
      .for("update");
    return row;
  },

  async settleCashbackWeek(
    db: Db,
    id: string,
    patch: { status: "paid" | "none"; amount: bigint; grantId: string | null; settledAt: Date },
  ): Promise<void> {
    await db.update(bonusCashbackWeeks).set(patch).where(eq(bonusCashbackWeeks.id, id));
  },

  /** A cool-off or self-exclusion: the player's cashback weeks not yet paid are never paid. */
  async voidCashbackWeeks(db: Db, userId: string, at: Date): Promise<void> {
    await db
      .update(bonusCashbackWeeks)
      .set({ status: "void", settledAt: at })
      .where(and(eq(bonusCashbackWeeks.userId, userId), eq(bonusCashbackWeeks.status, "open")));
  },

  /** The player's cashback weeks that start at `weekStart`, by campaign id. */
  async cashbackWeeksOf(db: Db, userId: string, weekStart: Date): Promise<Map<string, CashbackWeekRow>> {
    const rows = await db
      .select()
      .from(bonusCashbackWeeks)
      .where(and(eq(bonusCashbackWeeks.userId, userId), eq(bonusCashbackWeeks.weekStart, weekStart)));
    return new Map(rows.map((r) => [r.campaignId, r]));
  },
};
