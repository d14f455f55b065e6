import {
  type BonusTerms,
  type BonusType,
  type EligibleBonus,
  isUrlLocale,
  toMajor,
  type UrlLocale,
  type WalletBonus,
} from "@casino/contract";
import type { CampaignRow, GrantRow } from "./bonus.store";

// How campaigns and grants look to players (contract shapes, major units, the reader's language).

const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor));
const odds = (hundredths: number | null) => (hundredths === null ? null : hundredths / 100);

/** The `type` (docs/product/bonuses.md#campaigns): bonus money to wager is `wagering`; tokens keep their own kind. */
export function typeOf(kind: string): BonusType {
  if (kind === "deposit_match" || kind === "cash") return "wagering";
  return kind as BonusType;
}

/** The campaign's text in the locale, English where it has none. */
export function textOf(campaign: CampaignRow, locale: string) {
  const wanted = isUrlLocale(locale) ? locale : "en";
  return campaign.texts[wanted] ?? campaign.texts.en ?? { name: campaign.code, description: "" };
}

export function termsOf(c: CampaignRow): BonusTerms {
  return {
    trigger: c.trigger as BonusTerms["trigger"],
    percentage: c.percentage,
    maxBonus: major(c.maxBonus),
    minDeposit: major(c.minDeposit),
    qualifyingMinOdds: odds(c.qualifyingMinOdds),
    amount: major(c.amount),
    spins: c.spins,
    gameSlug: c.gameSlug,
    gameSlugs: c.gameSlugs ?? null,
    freeBetMinOdds: odds(c.freeBetMinOdds),
    wageringMultiplier: c.wageringMultiplier,
    wageringBase: c.wageringBase === "bonus_deposit" ? "bonus_deposit" : "bonus",
    contributions: c.contributions,
    sportsMinOdds: odds(c.sportsMinOdds),
    maxBet: major(c.maxBet),
    maxConversion: major(c.maxConversion),
    validityDays: c.validityDays,
    wageringDays: c.wageringDays,
    firstDepositOnly: c.eligibility.firstDepositOnly === true,
    availableDays: c.availableDays ?? null,
    availableFrom: c.availableFrom,
    availableUntil: c.availableUntil,
  };
}

function base(campaign: CampaignRow, locale: UrlLocale) {
  const text = textOf(campaign, locale);
  return {
    code: campaign.code,
    name: text.name,
    description: text.description,
    url: campaign.url,
    assets: campaign.assets,
    selectable: campaign.selectable,
    type: typeOf(campaign.kind),
    kind: campaign.kind as EligibleBonus["kind"],
    terms: termsOf(campaign),
  };
}

/** A claimable campaign; `nextOpening` when its day and time window is closed now. */
export function eligibleView(
  campaign: CampaignRow,
  locale: UrlLocale,
  nextOpening: Date | null = null,
): EligibleBonus {
  return {
    ...base(campaign, locale),
    id: campaign.id,
    status: "available",
    grantedDate: null,
    validTo: campaign.validTo?.toISOString() ?? null,
    availableNow: nextOpening === null,
    nextOpening: nextOpening?.toISOString() ?? null,
    additionalData: { trigger: campaign.trigger },
  };
}

export function walletView(grant: GrantRow, campaign: CampaignRow, locale: UrlLocale): WalletBonus {
  return {
    ...base(campaign, locale),
    id: grant.id,
    bonusId: campaign.id,
    selectable: false,
    status: grant.status as WalletBonus["status"],
    grantedDate: (grant.grantedAt ?? grant.claimedAt).toISOString(),
    expiryDate: grant.expiresAt.toISOString(),
    endedDate: grant.endedAt?.toISOString() ?? null,
    currency: grant.currency,
    amount: toMajor(grant.amount),
    balance: toMajor(grant.balance),
    convertedAmount: major(grant.converted),
    progress: { wagered: toMajor(min(grant.wagered, grant.required)), required: toMajor(grant.required) },
    freeSpinsLeft: grant.spinsLeft,
    freeBet:
      campaign.kind === "free_bet" && grant.freeBet
        ? { amount: toMajor(campaign.amount ?? 0n), state: grant.freeBet as "unused" | "placed" | "settled" }
        : null,
    additionalData: {
      trigger: campaign.trigger,
      endReason: grant.endReason,
      depositAmount: major(grant.depositAmount),
    },
  };
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
