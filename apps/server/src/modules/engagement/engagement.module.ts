import { defineModule } from "../../platform/module";
import type { AfterStakeHook } from "../games";
import type { SettledBetsReader } from "../sportsbook";
import { engagementRoutes } from "./engagement.routes";
import { createEngagement } from "./engagement.service";
import { demoTournaments } from "./tournaments/tournaments.seed";

declare module "../../platform/module" {
  interface Ports {
    /** Settled sports bets, which earn loyalty points like rounds (the sportsbook answers). */
    settledBets: SettledBetsReader;
  }
}

/**
 * Jackpots, loyalty, tournaments and the advent calendar: their routes, the tournament payout job and live updates
 * (with DEMO_DATA, demo tournaments). It answers the games' afterStake hook (the jackpot, inside each round's
 * transaction) and the winners feed's jackpot wins.
 */
export const engagementModule = defineModule({
  name: "engagement",
  needs: [
    "config",
    "db",
    "clock",
    "bus",
    "jobs",
    "wallet",
    "accounts",
    "bonus",
    "catalogue",
    "content",
    "settledBets",
  ],
  provides: ["afterStake", "jackpotWins"],
  async register(app, ports) {
    const { config, clock, bonus, catalogue, content, settledBets } = ports;
    const engagement = createEngagement(ports, catalogue, {
      ticketCodesOf: bonus.codesOf,
      content,
      settledBets,
    });
    engagement.tournaments.registerJobs();
    await app.register(engagementRoutes(engagement, config.SSE_HEARTBEAT_MS));
    if (config.DEMO_DATA && config.NODE_ENV !== "test") {
      app.addHook("onReady", async () => {
        for (const t of demoTournaments(clock.now())) await engagement.tournaments.create(t);
      });
    }
    const stop = engagement.startLive((err) => app.log.warn({ err }, "engagement live update failed"));
    app.addHook("onClose", async () => stop());
    const afterStake: AfterStakeHook[] = config.JACKPOT_ENABLED
      ? [engagement.jackpots.hook(engagement.jackpot)]
      : [];
    return { afterStake, jackpotWins: engagement.jackpots.recentWins };
  },
});
