import { type BonusCampaign, FORMAT_LOCALE, REWARD_CODE_PREFIX, type UrlLocale } from "@casino/contract";
import { formatDecimal, formatMoney } from "../../lib/money";
import { amsterdamDay, type Day } from "./amsterdam-day";

/** Where a campaign stands now: taking claims, switched off, not started yet, or past its end. */
export type CampaignState = "active" | "paused" | "scheduled" | "ended";

/** The hidden campaign of one engagement prize (made by the engine, never claimable). */
export const isInternalCampaign = (code: string) => code.startsWith(REWARD_CODE_PREFIX);

/** A switched-off campaign is paused whatever its dates; otherwise its validity window decides. */
export function campaignState(campaign: BonusCampaign, now: Date): CampaignState {
  if (!campaign.active) return "paused";
  if (Date.parse(campaign.validFrom) > now.getTime()) return "scheduled";
  if (campaign.validTo && Date.parse(campaign.validTo) <= now.getTime()) return "ended";
  return "active";
}

/** The campaign's name in the page's language (Canadian English falls back to English, as the server does). */
export function campaignName(campaign: BonusCampaign, locale: UrlLocale): string {
  const texts = campaign.texts[locale] ?? campaign.texts.en;
  return texts.name;
}

/** The first Amsterdam day of the campaign. */
export const firstDay = (campaign: BonusCampaign): Day => amsterdamDay(campaign.validFrom);

/** The last Amsterdam day it takes claims (validTo is the exclusive end instant), or null when open-ended. */
export const lastDay = (campaign: BonusCampaign): Day | null =>
  campaign.validTo ? amsterdamDay(new Date(Date.parse(campaign.validTo) - 1)) : null;

/**
 * A campaign's money. Amounts are in each player's own currency, so they carry a symbol only when the campaign is
 * limited to one currency; otherwise they are plain figures ("10", "0.20") in the page's number format.
 */
export function campaignMoney(amount: number, campaign: BonusCampaign, locale: UrlLocale): string {
  const [only, ...others] = campaign.eligibility.currencies ?? [];
  if (only && others.length === 0) return formatMoney(amount, only, locale, { whole: true });
  return formatDecimal(amount, locale, Number.isInteger(amount) ? 0 : 2);
}

/** A day as a dense list shows it: "1 Jan 2025" / "01.01.2025". */
export function formatDay(day: Day, locale: UrlLocale): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone: "UTC", dateStyle: "medium" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
