import { z } from "zod";
import { AFFILIATE_MARKER } from "./affiliate.api";

/** What an affiliate marker may contain (it ends up in links, cookies and the sign-up). */
export const AffiliateMarker = z
  .string()
  .trim()
  .regex(AFFILIATE_MARKER, "Use 3 to 64 letters, digits, - or _");

/** POST /api/affiliate/marker: the visitor arrived through an affiliate link; 204 (a cookie when sync is on). */
export const AffiliateMarkerRequest = z.object({ marker: AffiliateMarker });

/** A campaign of an affiliate: its code is the marker in its links. */
export const AffiliateCampaign = z.object({
  id: z.string(),
  /** The marker, e.g. `summer-promo`. */
  code: z.string(),
  name: z.string(),
  /** Players who signed up with this marker. */
  referredPlayers: z.number().int(),
  createdAt: z.string(),
});
export type AffiliateCampaign = z.infer<typeof AffiliateCampaign>;

/** GET /api/user/affiliate/campaign. */
export const AffiliateCampaignsResponse = z.object({ items: z.array(AffiliateCampaign) });

/** POST /api/user/affiliate/campaign: a new campaign; without a code one is made up. */
export const CreateCampaignRequest = z.object({
  name: z.string().trim().min(1).max(60),
  code: AffiliateMarker.optional(),
});

/** One commission period (a calendar month in Europe/Amsterdam) and what the referred players did in it. */
export const CommissionPeriod = z.object({
  /** YYYY-MM. */
  period: z.string(),
  from: z.string(),
  to: z.string(),
  /** Referred players who played in the period. */
  activePlayers: z.number().int(),
  /** Stakes, wins and bonus costs of the referred players, in major units of the affiliate's currency. */
  stakes: z.number(),
  wins: z.number(),
  bonusCosts: z.number(),
  /** Stakes − wins − bonus costs. */
  netGamingRevenue: z.number(),
  /**
   * The negative balance earlier months carried into this one (0 or less): a negative month is carried forward
   * and earned back before commission is paid again.
   */
  carriedIn: z.number(),
  /** Revenue share of NGR plus what was carried in, when that is positive (nothing otherwise). */
  commission: z.number(),
  /** Already paid out. */
  claimed: z.boolean(),
});
export type CommissionPeriod = z.infer<typeof CommissionPeriod>;

/** GET /api/user/affiliate: the affiliate's summary. */
export const AffiliateSummaryResponse = z.object({
  currency: z.string(),
  /** Share of net gaming revenue paid, 0…1. */
  revenueShare: z.number(),
  referredPlayers: z.number().int(),
  campaigns: z.number().int(),
  /** The running month (not claimable until it ends). */
  currentPeriod: CommissionPeriod,
  /** Paid so far, major units. */
  totalClaimed: z.number(),
  /** Closed months with commission not yet paid, major units. */
  claimable: z.number(),
});
export type AffiliateSummaryResponse = z.infer<typeof AffiliateSummaryResponse>;

/** A commission paid into the affiliate's balance. */
export const AffiliateClaim = z.object({
  id: z.string(),
  period: z.string(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
});
export type AffiliateClaim = z.infer<typeof AffiliateClaim>;

/** GET /api/user/affiliate/claim: closed months (newest first, the last 12) and the claims made. */
export const AffiliateClaimsResponse = z.object({
  periods: z.array(CommissionPeriod),
  claims: z.array(AffiliateClaim),
});
export type AffiliateClaimsResponse = z.infer<typeof AffiliateClaimsResponse>;

/** POST /api/user/affiliate/claim: pays a closed month's commission once; default the last closed month. */
export const AffiliateClaimRequest = z
  .object({
    period: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "YYYY-MM")
      .optional(),
  })
  .default({});
export const AffiliateClaimResponse = z.object({ claim: AffiliateClaim });

/** Error codes of the affiliate programme. */
export const AffiliateErrorCode = z.enum([
  /** The campaign code is used already (409). */
  "CAMPAIGN_CODE_TAKEN",
  /** The month is still running or in the future (400). */
  "PERIOD_NOT_CLOSED",
  /** The month was paid out already (409). */
  "ALREADY_CLAIMED",
  /** No commission in that month (409). */
  "NOTHING_TO_CLAIM",
]);
export type AffiliateErrorCode = z.infer<typeof AffiliateErrorCode>;
