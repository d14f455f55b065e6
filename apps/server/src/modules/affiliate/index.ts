export { affiliateModule } from "./affiliate.module";
export { type AffiliateService, createAffiliateService } from "./affiliate.service";
