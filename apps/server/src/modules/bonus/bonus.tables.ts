import type { BonusEligibility, ClaimLimit, Contributions } from "@casino/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.tables";

/** A campaign's name and description in one locale. */
export interface CampaignText {
  name: string;
  description: string;
}

/**
 * A bonus campaign: what it gives, who may claim it, and the rules its grants are played under. Money in minor
 * units of the player's own currency (a 200 cap is 200 EUR for a euro account, 200 CAD for a Canadian one); odds in
 * hundredths (150 = 1.50). Operators edit campaigns; grants keep the rules they were granted under only through
 * the campaign row, so an edit applies to grants in play too
 * (docs/decisions/0091-campaign-amounts-are-in-the-players-currency.md).
 */
export const bonusCampaigns = pgTable(
  "bonus_campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper-case; codes beginning TICKET_ are tournament tickets, never listed as eligible. */
    code: text("code").notNull(),
    /** deposit_match | cash | free_spins | free_bet | tournament_ticket | cashback */
    kind: text("kind").notNull(),
    /** claim | deposit | sports_bet */
    trigger: text("trigger").notNull(),
    texts: jsonb("texts").$type<Record<string, CampaignText>>().notNull(),
    url: text("url"),
    assets: jsonb("assets").$type<{ image?: string }>().notNull().default({}),
    selectable: boolean("selectable").notNull().default(true),
    active: boolean("active").notNull().default(true),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true }),
    eligibility: jsonb("eligibility").$type<BonusEligibility>().notNull().default({}),
    percentage: integer("percentage"),
    maxBonus: bigint("max_bonus", { mode: "bigint" }),
    /** Smallest qualifying deposit, or qualifying bet stake for the sports_bet trigger. */
    minDeposit: bigint("min_deposit", { mode: "bigint" }),
    qualifyingMinOdds: integer("qualifying_min_odds"),
    /** Cash amount, free-bet stake or the value of one free spin. */
    amount: bigint("amount", { mode: "bigint" }),
    spins: integer("spins"),
    gameSlug: text("game_slug"),
    /** Cashback: the games whose real-money net losses count. */
    gameSlugs: jsonb("game_slugs").$type<string[]>(),
    freeBetMinOdds: integer("free_bet_min_odds"),
    wageringMultiplier: integer("wagering_multiplier").notNull().default(0),
    /** bonus | bonus_deposit */
    wageringBase: text("wagering_base").notNull().default("bonus"),
    contributions: jsonb("contributions").$type<Contributions>().notNull(),
    sportsMinOdds: integer("sports_min_odds"),
    maxBet: bigint("max_bet", { mode: "bigint" }),
    maxConversion: bigint("max_conversion", { mode: "bigint" }),
    validityDays: integer("validity_days").notNull(),
    wageringDays: integer("wagering_days"),
    oncePerPlayer: boolean("once_per_player").notNull().default(true),
    /**
     * Claims only on these ISO weekdays (1 = Monday … 7 = Sunday) and from/until these times (HH:MM), on the
     * Europe/Amsterdam clock; null = every day, all day (availability.ts).
     */
    availableDays: jsonb("available_days").$type<number[]>(),
    availableFrom: text("available_from"),
    availableUntil: text("available_until"),
    /** At most `count` of a player's own claims per Amsterdam day, week or month; null = no limit (claims.ts). */
    claimLimit: jsonb("claim_limit").$type<ClaimLimit>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bonus_campaigns_code_key").on(t.code)],
);

/**
 * One campaign granted to (or claimed by) one player. `balance` is this grant's share of the player's `bonus`
 * wallet account: the sum over a player's active grants never exceeds that account (bonus.service.ts keeps it so
 * in the same transaction as every transfer). A grant pays out once per qualifying deposit: `paymentId` is unique.
 */
export const bonusGrants = pgTable(
  "bonus_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bonusCampaigns.id),
    currency: text("currency").notNull(),
    /** pending | active | completed | lost | expired | forfeited */
    status: text("status").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull().default(sql`0`),
    balance: bigint("balance", { mode: "bigint" }).notNull().default(sql`0`),
    depositAmount: bigint("deposit_amount", { mode: "bigint" }),
    /** The cashier deposit that paid this grant out. */
    paymentId: uuid("payment_id"),
    wagered: bigint("wagered", { mode: "bigint" }).notNull().default(sql`0`),
    required: bigint("required", { mode: "bigint" }).notNull().default(sql`0`),
    spinsLeft: integer("spins_left").notNull().default(0),
    /** Free bets: unused | placed | settled. */
    freeBet: text("free_bet"),
    converted: bigint("converted", { mode: "bigint" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Why it ended: wagered, spent, expired, player, operator, cool_off, self_exclusion, withdrawal. */
    endReason: text("end_reason"),
    /**
     * The player's own claim of a once-per-player campaign (an operator's grant is not): at most one such grant
     * per player and campaign, whatever its status (bonus_grants_once_key).
     */
    oncePerPlayer: boolean("once_per_player").notNull().default(false),
    /** An operator's grant: the Idempotency-Key it was made with (one grant per player and key). */
    operatorKey: text("operator_key"),
    /**
     * A player's own claim of a campaign with a claim limit: the start of the period it counts in and which of the
     * period's claims it is (1 … count). Unique per player and campaign (bonus_grants_claim_slot_key), so two
     * racing claims cannot both take the last one.
     */
    claimPeriod: timestamp("claim_period", { withTimezone: true }),
    claimSlot: integer("claim_slot"),
  },
  (t) => [
    index("bonus_grants_user_idx").on(t.userId, t.status),
    uniqueIndex("bonus_grants_payment_key").on(t.paymentId).where(sql`${t.paymentId} is not null`),
    // One open grant per player and campaign: a second claim (or a racing double claim) fails on this index.
    uniqueIndex("bonus_grants_open_key")
      .on(t.userId, t.campaignId)
      .where(sql`${t.status} in ('pending', 'active')`),
    // "Once" is this constraint, not a read: a grant that completes in its own claim leaves no open grant behind.
    uniqueIndex("bonus_grants_once_key").on(t.userId, t.campaignId).where(sql`${t.oncePerPlayer}`),
    uniqueIndex("bonus_grants_operator_key")
      .on(t.userId, t.operatorKey)
      .where(sql`${t.operatorKey} is not null`),
    uniqueIndex("bonus_grants_claim_slot_key")
      .on(t.userId, t.campaignId, t.claimPeriod, t.claimSlot)
      .where(sql`${t.claimSlot} is not null`),
    check("bonus_grants_balance_nonnegative", sql`${t.balance} >= 0`),
  ],
);

/**
 * One week of one player's cashback (campaign kind `cashback`): the real-money stakes and wins of the campaign's
 * games while the player was opted in, added up as rounds settle, and what the weekly job paid. A week runs from
 * Monday 00:00 to Monday 00:00 on the Amsterdam clock; `weekStart` is that Monday's instant. One row per campaign,
 * player and week (unique), paid at most once: the job moves it out of `open` in the transaction that pays.
 */
export const bonusCashbackWeeks = pgTable(
  "bonus_cashback_weeks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => bonusCampaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency").notNull(),
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    /** Real-money stakes of the week's settled rounds on the campaign's games (bonus money excluded). */
    staked: bigint("staked", { mode: "bigint" }).notNull().default(sql`0`),
    /** The real-money part of those rounds' wins. */
    won: bigint("won", { mode: "bigint" }).notNull().default(sql`0`),
    /** open (the week runs or waits for the job) | paid | none (no net loss, or below the minimum) | void */
    status: text("status").notNull().default("open"),
    /** What was paid (minor units), once paid. */
    amount: bigint("amount", { mode: "bigint" }),
    /** Paid as bonus money: the grant that holds it. */
    grantId: uuid("grant_id"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bonus_cashback_weeks_key").on(t.campaignId, t.userId, t.weekStart),
    index("bonus_cashback_weeks_open_idx").on(t.weekStart).where(sql`${t.status} = 'open'`),
  ],
);
