import { defineModule } from "../../platform/module";
import { affiliateRoutes } from "./affiliate.routes";
import { createAffiliateService } from "./affiliate.service";

/** Affiliates: their players' revenue share, paid into their wallet. */
export const affiliateModule = defineModule({
  name: "affiliate",
  needs: ["config", "db", "clock", "wallet", "accounts"],
  provides: [],
  async register(app, { config, db, clock, wallet, accounts }) {
    const currencyOf = async (userId: string) => (await accounts.sessionUser(userId))?.currency.code ?? "EUR";
    const affiliates = createAffiliateService({
      db,
      clock,
      wallet,
      accounts,
      currencyOf,
      revenueShare: config.AFFILIATE_REVENUE_SHARE,
    });
    await app.register(affiliateRoutes(affiliates, config));
    return {};
  },
});
