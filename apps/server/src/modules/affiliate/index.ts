export { affiliateRoutes } from "./affiliate.routes";
export { type AffiliateService, createAffiliateService } from "./affiliate.service";
