import type { BonusEligibility, BonusRefusal } from "@casino/contract";

/** A campaign as far as eligibility is concerned. */
export interface EligibilityRules {
  active: boolean;
  validFrom: Date;
  validTo: Date | null;
  eligibility: BonusEligibility;
}

/** The player as far as eligibility is concerned. */
export interface Claimant {
  country: string;
  currency: string;
  roles: readonly string[];
  campaignTags: readonly string[];
  /** Deposits credited before the one being judged. */
  previousDeposits: number;
}

const admits = (allowed: readonly string[] | undefined, value: string) =>
  !allowed?.length || allowed.includes(value);

/** Why the player may not have this campaign now, or null when they may. */
export function refusalOf(rules: EligibilityRules, player: Claimant, now: Date): BonusRefusal | null {
  if (!rules.active || now < rules.validFrom || (rules.validTo && now >= rules.validTo)) {
    return "NOT_AVAILABLE";
  }
  const e = rules.eligibility;
  if (!admits(e.countries, player.country.toUpperCase())) return "COUNTRY";
  if (!admits(e.currencies, player.currency.toUpperCase())) return "CURRENCY";
  if (e.roles?.length && !e.roles.some((role) => player.roles.includes(role))) return "ROLE";
  if (e.campaignTags?.length && !e.campaignTags.some((tag) => player.campaignTags.includes(tag))) {
    return "CAMPAIGN_TAG";
  }
  if (e.firstDepositOnly && player.previousDeposits > 0) return "FIRST_DEPOSIT_ONLY";
  if (e.previousDepositRequired && player.previousDeposits === 0) return "DEPOSIT_REQUIRED";
  return null;
}

/**
 * docs/product/bonuses.md#eligibility: codes beginning TICKET_ are tournament tickets, hidden from the eligible
 * lists.
 */
export const isTicketCode = (code: string) => code.toUpperCase().startsWith("TICKET_");
