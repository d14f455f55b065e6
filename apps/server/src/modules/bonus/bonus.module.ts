import { defineModule } from "../../platform/module";
import { bonusAdminRoutes } from "./admin.routes";
import { bonusRoutes } from "./bonus.routes";
import { type BonusService, createBonusService } from "./bonus.service";
import { createCampaigns } from "./campaigns";

declare module "../../platform/module" {
  interface Ports {
    /** Bonuses: claims, wagering, conversion; casino and sportsbook stake through it. */
    bonus: BonusService;
  }
}

/**
 * Bonuses: the service, the player and operator routes and the deposit, expiry and weekly cashback jobs; it answers
 * the cashier's deposit and withdrawal hooks and limits' forfeit on a cool-off or exclusion.
 */
export const bonusModule = defineModule({
  name: "bonus",
  needs: ["db", "clock", "wallet", "jobs", "accounts", "audit"],
  provides: ["bonus", "onDepositCredited", "checkBonusCode", "beforeWithdrawal", "forfeitBonuses"],
  async register(app, { db, clock, wallet, jobs, accounts, audit }) {
    const bonus = createBonusService({ db, clock, wallet, jobs, accounts, log: app.log });
    bonus.registerJobs();
    await bonus.scheduleJobs();
    await app.register(bonusRoutes(bonus));
    await app.register(bonusAdminRoutes(createCampaigns(db, audit), bonus));
    return {
      bonus,
      onDepositCredited: bonus.onDepositCredited,
      checkBonusCode: bonus.checkDepositCode,
      beforeWithdrawal: bonus.beforeWithdrawal,
      forfeitBonuses: bonus.forfeitAll,
    };
  },
});
