import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import type { CatalogueService } from "../casino";
import { createFunService } from "./fun.service";
import { gamesRoutes } from "./games.routes";
import { recallRoutes } from "./recall.routes";
import { createRecallService } from "./recall.service";
import { createRoundFeed } from "./round-feed";
import { type AfterStakeHook, createRoundsService } from "./rounds.service";
import { createSeedsService } from "./seeds.service";
import { createStudioService } from "./studio.service";
import { gamesTestSeamRoutes } from "./test-seams.routes";

/** Wires the in-house studio: real rounds through the wallet, fun rounds in memory, seeds and recall. */
export async function registerGames(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: CatalogueService,
  hooks: { afterStake?: AfterStakeHook[] } = {},
) {
  const rounds = createRoundsService({
    ...hooks,
    db: deps.db,
    clock: deps.clock,
    wallet: deps.wallet,
    limits: deps.limits,
    bonus: deps.bonus,
    playerOf: (userId) => deps.accounts.contactOf(userId),
  });
  const recall = createRecallService(deps.db);
  const seeds = createSeedsService({ db: deps.db, clock: deps.clock });
  const studio = createStudioService({ catalogue, rounds, fun: createFunService(deps.clock), recall });
  await app.register(gamesRoutes(studio, seeds));
  await app.register(recallRoutes(recall));
  if (deps.config.TEST_SEAMS) {
    const userIdOf = async (username: string) =>
      (await deps.accounts.playerByUsername(username))?.userId ?? null;
    await app.register(gamesTestSeamRoutes(seeds, userIdOf));
  }
  return { rounds, studio, feed: createRoundFeed(deps.db) };
}
