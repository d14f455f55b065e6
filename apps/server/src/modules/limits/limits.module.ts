import { defineModule } from "../../platform/module";
import { limitsAdminRoutes } from "./admin.routes";
import { limitsRoutes } from "./limits.routes";
import { createLimitsService, type LimitsDeps, type LimitsService } from "./limits.service";
import { preferencesRoutes } from "./preferences.routes";

declare module "../../platform/module" {
  interface Ports {
    /** Responsible gambling: every money and play path calls its checks. */
    limits: LimitsService;
    /** Deposits that use up a deposit limit, read in the caller's transaction (the cashier answers). */
    depositedSince: LimitsDeps["depositedSince"];
    /** Forfeits open bonuses when a cool-off or self-exclusion starts (bonus answers). */
    forfeitBonuses: NonNullable<LimitsDeps["forfeitBonuses"]>;
  }
}

/** Responsible gambling: limits, cool-off and exclusion, their routes and jobs; it answers the session's and cashier's checks. */
export const limitsModule = defineModule({
  name: "limits",
  needs: [
    "config",
    "db",
    "clock",
    "sessions",
    "accounts",
    "wallet",
    "messenger",
    "jobs",
    "depositedSince",
    "forfeitBonuses",
    "audit",
  ],
  provides: ["limits", "checkDeposit", "sessionGuard", "loginBlock", "playerRules"],
  async register(app, { config, ...ports }) {
    const limits = createLimitsService({ ...ports, jurisdiction: config.JURISDICTION });
    limits.registerJobs();
    await app.register(limitsRoutes(limits));
    await app.register(preferencesRoutes(limits));
    await app.register(limitsAdminRoutes(limits));
    return {
      limits,
      checkDeposit: limits.checkDeposit,
      // Every resolve of a session (requests, SSE heartbeats) asks whether the player may still be logged in.
      sessionGuard: limits.sessionGuard,
      loginBlock: limits.loginBlock,
      playerRules: limits.rulesOf,
    };
  },
});
