import { route } from "./route";

/** The periods a campaign's claims are counted in; `ClaimPeriod` (./bonus) is their schema. */
export const CLAIM_PERIODS = ["day", "week", "month"] as const;

/** Method and path of every bonus endpoint: the server registers them, the web calls through them. */
export const bonusApi = {
  getUserBonusWallet: route("GET", "/api/user/bonus/wallet", "BonusWalletResponse"),
  getUserBonusEligible: route("GET", "/api/user/bonus/eligible", "EligibleBonusResponse"),
  postUserBonusClaim: route("POST", "/api/user/bonus/claim", "ClaimBonusResponse"),
  deleteUserBonusWallet: route("DELETE", "/api/user/bonus/wallet", "BonusWalletResponse"),
  getAdminBonusCampaigns: route("GET", "/api/admin/bonus/campaigns", "BonusCampaignsResponse"),
  postAdminBonusCampaigns: route("POST", "/api/admin/bonus/campaigns"),
  putAdminBonusCampaignsById: route("PUT", "/api/admin/bonus/campaigns/:id", "BonusCampaign"),
  postAdminBonusGrants: route("POST", "/api/admin/bonus/grants", "WalletBonus"),
} as const;
