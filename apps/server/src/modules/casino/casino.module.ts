import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { catalogueRoutes } from "./catalogue.routes";
import { type CatalogueService, createCatalogueService } from "./catalogue.service";
import { favouritesRoutes } from "./favourites.routes";
import { createFavouritesService } from "./favourites.service";
import { feedsRoutes } from "./feeds.routes";
import { createFeedsService, type FeedFilter, type FeedRound, type RoundFeedSource } from "./feeds.service";

/** Wires the catalogue (game-content API, lobby calls) and favourites; returns the catalogue for the studio. */
export async function registerCasino(app: FastifyInstance, deps: AppDeps): Promise<CatalogueService> {
  const catalogue = createCatalogueService(deps.db);
  const favourites = createFavouritesService({ db: deps.db, clock: deps.clock, catalogue });
  await app.register(catalogueRoutes(catalogue));
  await app.register(favouritesRoutes(favourites));
  return catalogue;
}

/** The winners, latest-bets and RTP feeds, over the rounds the studio reports. */
export async function registerCasinoFeeds(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: CatalogueService,
  rounds: RoundFeedSource,
  jackpotWins?: (filter: FeedFilter) => Promise<FeedRound[]>,
): Promise<void> {
  const currencyOf = async (userId: string) =>
    (await deps.accounts.sessionUser(userId))?.currency.code ?? null;
  await app.register(
    feedsRoutes(createFeedsService({ clock: deps.clock, catalogue, rounds, jackpotWins }), currencyOf),
  );
}
