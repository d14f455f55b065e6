import { defineModule } from "../../platform/module";
import { createFunService } from "./fun.service";
import { gamesRoutes } from "./games.routes";
import { recallRoutes } from "./recall.routes";
import { createRecallService } from "./recall.service";
import { createRoundFeed } from "./round-feed";
import { type AfterStakeHook, createRoundsService } from "./rounds.service";
import { createSeedsService } from "./seeds.service";
import { createStudioService, type ExternalLauncher } from "./studio.service";
import { gamesTestSeamRoutes } from "./test-seams.routes";

declare module "../../platform/module" {
  interface Ports {
    /** Run inside each real round's transaction after its stake (engagement answers: the jackpot). */
    afterStake: AfterStakeHook[];
    /** Launches another studio's game (the providers module answers). */
    externalLaunch: ExternalLauncher;
  }
}

/** The in-house studio: real rounds through the wallet, fun rounds in memory, seeds and recall. */
export const gamesModule = defineModule({
  name: "games",
  needs: [
    "config",
    "db",
    "clock",
    "wallet",
    "limits",
    "bonus",
    "accounts",
    "catalogue",
    "afterStake",
    "externalLaunch",
  ],
  provides: ["roundFeed"],
  async register(app, ports) {
    const { config, db, clock, accounts, catalogue } = ports;
    const rounds = createRoundsService({
      afterStake: ports.afterStake,
      db,
      clock,
      wallet: ports.wallet,
      limits: ports.limits,
      bonus: ports.bonus,
      playerOf: (userId) => accounts.identityOf(userId),
    });
    const recall = createRecallService(db, catalogue);
    const seeds = createSeedsService({ db, clock });
    const studio = createStudioService({
      catalogue,
      rounds,
      fun: createFunService(clock),
      recall,
      externalLaunch: ports.externalLaunch,
    });
    await app.register(gamesRoutes(studio, seeds, config.DEFAULT_COUNTRY));
    await app.register(recallRoutes(recall));
    if (config.TEST_SEAMS) {
      const userIdOf = async (username: string) =>
        (await accounts.playerByUsername(username))?.userId ?? null;
      await app.register(gamesTestSeamRoutes(seeds, userIdOf));
    }
    return { roundFeed: createRoundFeed(db) };
  },
});
