import { route } from "./route";

/**
 * The query parameter of an affiliate link: `/en?btag=summer-promo` (docs/product/affiliate.md#links: stored with an
 * expiry).
 */
export const AFFILIATE_PARAM = "btag";

/** The HttpOnly cookie that keeps the marker of an affiliate link until sign-up (AFFILIATE_COOKIE_DAYS). */
export const AFFILIATE_COOKIE = "aff";

/** What an affiliate marker may contain (it ends up in links, cookies and the sign-up); `AffiliateMarker` checks it. */
export const AFFILIATE_MARKER = /^[A-Za-z0-9_-]{3,64}$/;

/** The marker of a link's parameter as `AffiliateMarker` parses it (trimmed), or undefined if it is not one. */
export function readAffiliateMarker(raw: string): string | undefined {
  const marker = raw.trim();
  return AFFILIATE_MARKER.test(marker) ? marker : undefined;
}

/** Method and path of every affiliate endpoint: the server registers them, the web calls through them. */
export const affiliateApi = {
  postAffiliateMarker: route("POST", "/api/affiliate/marker"),
  getUserAffiliateCampaign: route("GET", "/api/user/affiliate/campaign", "AffiliateCampaignsResponse"),
  postUserAffiliateCampaign: route("POST", "/api/user/affiliate/campaign", "AffiliateCampaign"),
  getUserAffiliate: route("GET", "/api/user/affiliate", "AffiliateSummaryResponse"),
  getUserAffiliateClaim: route("GET", "/api/user/affiliate/claim", "AffiliateClaimsResponse"),
  postUserAffiliateClaim: route("POST", "/api/user/affiliate/claim", "AffiliateClaimResponse"),
} as const;
