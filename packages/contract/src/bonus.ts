import { z } from "zod";
import { CLAIM_PERIODS } from "./bonus.api";

// Bonuses (docs/product/bonuses.md): campaigns a player may claim, the player's bonus wallet, claim and
// forfeit, and the operator's campaign editing. Money in major units, as everywhere in JSON.

/**
 * What a campaign gives. `cashback` is an opt-in: a share of the player's weekly net losses on the campaign's games
 * (real-money stakes minus wins, Amsterdam week Monday 00:00 to Monday 00:00), paid once a week.
 */
export const BonusKind = z.enum([
  "deposit_match",
  "cash",
  "free_spins",
  "free_bet",
  "tournament_ticket",
  "cashback",
]);
export type BonusKind = z.infer<typeof BonusKind>;

/**
 * The bonus `type` (docs/product/bonuses.md#campaigns): `wagering` is bonus money to wager (deposit match, cash); the
 * others are tokens. The eligible list separates the wagering type out (docs/product/bonuses.md#eligibility).
 */
export const BonusType = z.enum(["wagering", "free_spins", "free_bet", "tournament_ticket", "cashback"]);
export type BonusType = z.infer<typeof BonusType>;

/** What makes a claimed campaign pay out: at once, a qualifying deposit, or a qualifying settled sports bet. */
export const BonusTrigger = z.enum(["claim", "deposit", "sports_bet"]);
export type BonusTrigger = z.infer<typeof BonusTrigger>;

/**
 * A granted bonus's state: `pending` waits for its qualifying deposit or bet; `active` is in play; `completed`
 * converted to real money; `lost` ran out of bonus money; `expired` and `forfeited` returned it to the operator.
 */
export const BonusStatus = z.enum(["pending", "active", "completed", "lost", "expired", "forfeited"]);
export type BonusStatus = z.infer<typeof BonusStatus>;

/** How a stake is counted towards wagering (percent per game type). */
export const BonusGameType = z.enum(["slot", "table", "dice", "live", "sports"]);
export type BonusGameType = z.infer<typeof BonusGameType>;

/** Percent of a stake that counts towards wagering, per game type. */
export const Contributions = z.object({
  slot: z.number().int().min(0).max(100),
  table: z.number().int().min(0).max(100),
  dice: z.number().int().min(0).max(100),
  live: z.number().int().min(0).max(100),
  sports: z.number().int().min(0).max(100),
});
export type Contributions = z.infer<typeof Contributions>;

/** A campaign's rules as players see them (amounts in major units; odds decimal). */
export const BonusTerms = z.object({
  trigger: BonusTrigger,
  /** Deposit match: percent of the deposit. Cashback: percent of the week's net losses. */
  percentage: z.number().nullable(),
  /** Deposit match: the most bonus money it gives. Cashback: the most paid for one week. */
  maxBonus: z.number().nullable(),
  /**
   * Smallest qualifying deposit (deposit trigger) or bet stake (sports_bet trigger). Cashback: the smallest net
   * loss of a week that earns any.
   */
  minDeposit: z.number().nullable(),
  /** Sports_bet trigger: the qualifying bet's lowest total odds. */
  qualifyingMinOdds: z.number().nullable(),
  /** Cash amount, free-bet amount or the value of one free spin. */
  amount: z.number().nullable(),
  /** Free spins: how many, on which in-house slot. */
  spins: z.number().int().nullable(),
  gameSlug: z.string().nullable(),
  /** Cashback: the games whose real-money losses count (slugs, e.g. the live-casino tables). */
  gameSlugs: z.array(z.string()).nullable(),
  /** Free bet: lowest odds it may be placed at. */
  freeBetMinOdds: z.number().nullable(),
  /**
   * Wagering requirement: multiplier × the bonus (or × bonus + deposit). 0 = paid as real money at once (cashback:
   * paid as real money; otherwise as bonus money under this wagering).
   */
  wageringMultiplier: z.number().int(),
  wageringBase: z.enum(["bonus", "bonus_deposit"]),
  contributions: Contributions,
  /** Sports stakes count only at these total odds or higher. */
  sportsMinOdds: z.number().nullable(),
  /** Highest stake while the bonus is being wagered. */
  maxBet: z.number().nullable(),
  /** The most bonus money that converts to real money; the rest returns to the operator. */
  maxConversion: z.number().nullable(),
  /** Days a grant lasts. */
  validityDays: z.number().int(),
  /** Free spins: days the winnings have to be wagered once the spins are used. */
  wageringDays: z.number().int().nullable(),
  firstDepositOnly: z.boolean(),
  /**
   * When claims are taken, on the Europe/Amsterdam clock: ISO weekdays (1 = Monday … 7 = Sunday; null = every
   * day) and a time of day from `availableFrom` (HH:MM, null = 00:00) until `availableUntil` (HH:MM, exclusive;
   * null = the end of the day). A deposit bonus's qualifying deposit must be credited inside the window too.
   */
  availableDays: z.array(z.number().int()).nullable(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type BonusTerms = z.infer<typeof BonusTerms>;

/** Fields every bonus shows (docs/product/bonuses.md#bonus-wallet). */
const BonusBase = z.object({
  /** Campaign id (eligible list) or grant id (wallet). */
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Where the promotion is described, e.g. /promotions/welcome-match. */
  url: z.string().nullable(),
  assets: z.object({ image: z.string().optional() }),
  /** Whether the player may claim it from the list. */
  selectable: z.boolean(),
  type: BonusType,
  kind: BonusKind,
  terms: BonusTerms,
  additionalData: z.record(z.string(), z.unknown()),
});

/** One claimable campaign. */
export const EligibleBonus = BonusBase.extend({
  status: z.literal("available"),
  grantedDate: z.null(),
  /** When the campaign stops taking claims (ISO), if ever. */
  validTo: z.string().nullable(),
  /** Whether its day and time window is open now (always true for a campaign without one). */
  availableNow: z.boolean(),
  /** When closed now: when the window opens next (ISO). Null while open. */
  nextOpening: z.string().nullable(),
});
export type EligibleBonus = z.infer<typeof EligibleBonus>;

/** GET /api/user/bonus/eligible query. */
export const EligibleBonusQuery = z.object({
  /** The account currency; another currency lists nothing. */
  currency: z.string().length(3).toUpperCase().optional(),
  type: BonusType.optional(),
});
export type EligibleBonusQuery = z.input<typeof EligibleBonusQuery>;

/**
 * Campaigns the player may claim now; codes beginning TICKET_ are never listed (docs/product/bonuses.md#eligibility).
 */
export const EligibleBonusResponse = z.object({
  /** Free spins, free bets and other non-wagering bonuses. */
  bonuses: z.array(EligibleBonus),
  /** Wager-type bonuses (bonus money), separated out (docs/product/bonuses.md#eligibility). */
  wagerBonuses: z.array(EligibleBonus),
});
export type EligibleBonusResponse = z.infer<typeof EligibleBonusResponse>;

/** One of the player's granted bonuses. */
export const WalletBonus = BonusBase.extend({
  /** The campaign's id. */
  bonusId: z.string(),
  status: BonusStatus,
  /** When it was granted (for a pending claim: when it was claimed). ISO. */
  grantedDate: z.string(),
  /** When it expires unless completed first. ISO. */
  expiryDate: z.string(),
  /** When it ended (completed, lost, expired, forfeited). ISO. */
  endedDate: z.string().nullable(),
  currency: z.string(),
  /** Bonus money granted so far (free spins: their winnings). */
  amount: z.number(),
  /** Bonus money of this grant in the player's bonus balance now. */
  balance: z.number(),
  /** Real money it converted into, once completed. */
  convertedAmount: z.number().nullable(),
  /** Wagering so far and required, in money. */
  progress: z.object({ wagered: z.number(), required: z.number() }),
  freeSpinsLeft: z.number().int(),
  /** Free bet: its stake and state. */
  freeBet: z.object({ amount: z.number(), state: z.enum(["unused", "placed", "settled"]) }).nullable(),
});
export type WalletBonus = z.infer<typeof WalletBonus>;

const Flag = z.preprocess(
  (value) => (value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value),
  z.boolean(),
);

/** GET /api/user/bonus/wallet query. */
export const BonusWalletQuery = z.object({
  /**
   * docs/product/bonuses.md#bonus-wallet: true keeps tournament tickets in the answer; otherwise they are removed.
   */
  additionalData: Flag.optional(),
});
export type BonusWalletQuery = z.input<typeof BonusWalletQuery>;

/**
 * The player's bonuses, newest first; a bonus named Wagering is never listed (docs/product/bonuses.md#bonus-wallet).
 */
export const BonusWalletResponse = z.object({
  bonuses: z.array(WalletBonus),
  /** Sum of the bonus money of every listed grant. */
  totalClaimedAmount: z.number(),
  currency: z.string(),
});
export type BonusWalletResponse = z.infer<typeof BonusWalletResponse>;

/** POST /api/user/bonus/claim: the bonus (its id or code, as listed or typed) and the account currency. */
export const ClaimBonusRequest = z
  .object({
    id: z.string().uuid().optional(),
    code: z.string().trim().min(1).max(40).optional(),
    currency: z.string().length(3).toUpperCase(),
  })
  .refine((body) => body.id || body.code, { message: "Name the bonus by id or code", path: ["code"] });
export type ClaimBonusRequest = z.input<typeof ClaimBonusRequest>;

/** The claimed bonus and the wallet after the claim. */
export const ClaimBonusResponse = z.object({ bonus: WalletBonus, wallet: BonusWalletResponse });
export type ClaimBonusResponse = z.infer<typeof ClaimBonusResponse>;

/** DELETE /api/user/bonus/wallet?bonusId=: forfeits one of the player's bonuses. */
export const ForfeitBonusQuery = z.object({ bonusId: z.string().uuid() });

/** docs/product/bonuses.md#errors: the message of every refused claim; `details.reason` says why. */
export const BONUS_APPLY_ERROR = "Error applying bonus";

/** Why a claim was refused (details.reason of BONUS_NOT_APPLICABLE). */
export const BonusRefusal = z.enum([
  "UNKNOWN_CODE",
  "NOT_AVAILABLE",
  "COUNTRY",
  "CURRENCY",
  "ROLE",
  "CAMPAIGN_TAG",
  "FIRST_DEPOSIT_ONLY",
  "DEPOSIT_REQUIRED",
  "MIN_DEPOSIT",
  "ALREADY_CLAIMED",
]);
export type BonusRefusal = z.infer<typeof BonusRefusal>;

/** Who may claim a campaign (an empty or missing list admits everyone). */
export const BonusEligibility = z.object({
  countries: z.array(z.string().length(2).toUpperCase()).optional(),
  currencies: z.array(z.string().length(3).toUpperCase()).optional(),
  roles: z.array(z.string().min(1).max(40)).optional(),
  campaignTags: z.array(z.string().min(1).max(64).toUpperCase()).optional(),
  /** Only before the player's first deposit (and for that deposit). */
  firstDepositOnly: z.boolean().optional(),
  /** Only for players who deposited before (reloads). */
  previousDepositRequired: z.boolean().optional(),
});
export type BonusEligibility = z.infer<typeof BonusEligibility>;

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export const IsoWeekday = z.number().int().min(1).max(7);

/** A time of day on the Amsterdam clock, HH:MM (00:00–23:59). */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time of day, HH:MM");

/** 409 CAMPAIGN_NOT_AVAILABLE_NOW: the campaign's day and time window is closed; when it opens next. */
export const CampaignClosedDetails = z.object({
  /** ISO instant of the next opening (null when it will not open again before the campaign ends). */
  nextOpening: z.string().nullable(),
  availableDays: z.array(z.number().int()).nullable(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
});
export type CampaignClosedDetails = z.infer<typeof CampaignClosedDetails>;

/** The calendar periods a campaign's claims can be limited per, on the Amsterdam clock (a week: Monday to Monday). */
export const ClaimPeriod = z.enum(CLAIM_PERIODS);
export type ClaimPeriod = z.infer<typeof ClaimPeriod>;

/**
 * At most `count` of a player's own claims per `period` ("once per player per week"): claims made in the period
 * count whatever became of them (a forfeited one too); an operator's grant does not count.
 */
export const ClaimLimit = z.object({ count: z.number().int().min(1).max(100), period: ClaimPeriod });
export type ClaimLimit = z.infer<typeof ClaimLimit>;

/** 409 BONUS_CLAIM_LIMIT: the player has used up the campaign's claims of this period; when they may claim again. */
export const ClaimLimitDetails = ClaimLimit.extend({
  /** ISO instant the next period starts (Monday 00:00 Amsterdam for a week). */
  nextClaim: z.string(),
});
export type ClaimLimitDetails = z.infer<typeof ClaimLimitDetails>;

const Texts = z.object({ name: z.string().trim().min(1).max(120), description: z.string().max(2000) });
const Money = z.number().nonnegative().nullable();
const Odds = z.number().min(1).max(1000).nullable();

/** An operator's campaign as stored and edited (POST/PUT /api/admin/bonus/campaigns). */
export const BonusCampaignInput = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{3,40}$/, "Letters, digits and _ only"),
  kind: BonusKind,
  trigger: BonusTrigger,
  texts: z.object({ en: Texts, de: Texts, "en-ca": Texts.optional() }),
  url: z.string().max(200).nullable().default(null),
  assets: z.object({ image: z.string().max(300).optional() }).default({}),
  selectable: z.boolean().default(true),
  active: z.boolean().default(true),
  validFrom: z.string().datetime({ offset: true }),
  validTo: z.string().datetime({ offset: true }).nullable().default(null),
  eligibility: BonusEligibility.default({}),
  percentage: z.number().int().min(1).max(1000).nullable().default(null),
  maxBonus: Money.default(null),
  minDeposit: Money.default(null),
  qualifyingMinOdds: Odds.default(null),
  amount: Money.default(null),
  spins: z.number().int().min(1).max(1000).nullable().default(null),
  gameSlug: z.string().max(100).nullable().default(null),
  gameSlugs: z.array(z.string().trim().min(1).max(100)).max(200).nullable().default(null),
  freeBetMinOdds: Odds.default(null),
  wageringMultiplier: z.number().int().min(0).max(200),
  wageringBase: z.enum(["bonus", "bonus_deposit"]).default("bonus"),
  contributions: Contributions,
  sportsMinOdds: Odds.default(null),
  maxBet: Money.default(null),
  maxConversion: Money.default(null),
  validityDays: z.number().int().min(1).max(365),
  wageringDays: z.number().int().min(1).max(365).nullable().default(null),
  oncePerPlayer: z.boolean().default(true),
  /**
   * Day and time window of claims on the Amsterdam clock (see BonusTerms): e.g. `[5]` = Fridays only. Null or an
   * empty list = every day (stored sorted, without repeats); a campaign with a window that is not once per player
   * is claimable once per opening.
   */
  availableDays: z.array(IsoWeekday).max(7).nullable().default(null),
  availableFrom: TimeOfDay.nullable().default(null),
  availableUntil: TimeOfDay.nullable().default(null),
  /** At most this many claims per player and calendar period (e.g. `{ count: 1, period: "week" }`); null = no limit. */
  claimLimit: ClaimLimit.nullable().default(null),
});
export type BonusCampaignInput = z.input<typeof BonusCampaignInput>;

/** A stored campaign, for the operator. */
export const BonusCampaign = BonusCampaignInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BonusCampaign = z.infer<typeof BonusCampaign>;

export const BonusCampaignParams = z.object({ id: z.string().uuid() });

/** Codes of the hidden campaigns the engine makes for engagement prizes (one per prize won, never claimable). */
export const REWARD_CODE_PREFIX = "REWARD_";

/** GET /api/admin/bonus/campaigns query. */
export const BonusCampaignsQuery = z.object({
  /** Also list the hidden per-prize campaigns (REWARD_ codes); they grow with every prize, so off by default. */
  internal: Flag.default(false),
});
export type BonusCampaignsQuery = z.input<typeof BonusCampaignsQuery>;

/** A campaign in the operator's list, with how many of its grants are in play (an edit applies to them too). */
export const BonusCampaignListItem = BonusCampaign.extend({
  /** Grants pending or active now. */
  openGrants: z.number().int().nonnegative(),
});
export type BonusCampaignListItem = z.infer<typeof BonusCampaignListItem>;

/** Every campaign, oldest first. */
export const BonusCampaignsResponse = z.object({ items: z.array(BonusCampaignListItem) });
export type BonusCampaignsResponse = z.infer<typeof BonusCampaignsResponse>;

/** POST /api/admin/bonus/grants: an operator grants a campaign to a player (e.g. a tournament ticket). */
export const OperatorGrantRequest = z.object({ userId: z.string().uuid(), campaignId: z.string().uuid() });

/** Codes of a refused bonus claim, forfeit, stake or operator campaign change. */
export const BonusErrorCode = z.enum([
  /** The claim was refused; `details.reason` (a BonusRefusal) says why. */
  "BONUS_NOT_APPLICABLE",
  /** The offer takes claims only in a day/time window that is closed now; `details.nextOpening`. */
  "CAMPAIGN_NOT_AVAILABLE_NOW",
  /** The offer's claims of this period are used up; `details {count, period, nextClaim}`. */
  "BONUS_CLAIM_LIMIT",
  /** A stake above the active bonus's maximum bet; `details.maxBet`. */
  "BONUS_MAX_BET",
  /** No such bonus of this player. */
  "BONUS_NOT_FOUND",
  /** The bonus has already ended. */
  "BONUS_ENDED",
  /** A free bet cannot be placed like this. */
  "FREE_BET_REFUSED",
  /** An operator's campaign whose fields do not fit its kind. */
  "INVALID_CAMPAIGN",
  /** A withdrawal would forfeit a deposit bonus: confirm with `forfeitBonus`; `details` say what is lost. */
  "BONUS_FORFEIT_REQUIRED",
]);
export type BonusErrorCode = z.infer<typeof BonusErrorCode>;
