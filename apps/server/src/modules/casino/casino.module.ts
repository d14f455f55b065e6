import { defineModule } from "../../platform/module";
import { catalogueRoutes } from "./catalogue.routes";
import { type CatalogueService, createCatalogueService } from "./catalogue.service";
import { createCatalogueCache } from "./catalogue-cache";
import { favouritesRoutes } from "./favourites.routes";
import { createFavouritesService } from "./favourites.service";
import { feedsRoutes } from "./feeds.routes";
import { createFeedsService, type FeedFilter, type FeedRound, type RoundFeedSource } from "./feeds.service";

declare module "../../platform/module" {
  interface Ports {
    /** The game catalogue (the studio and engagement read it). */
    catalogue: CatalogueService;
    /** The rounds the winners, latest-bets and RTP feeds show (games answers). */
    roundFeed: RoundFeedSource;
    /** Jackpot wins the winners feed shows beside rounds (engagement answers). */
    jackpotWins: (filter: FeedFilter) => Promise<FeedRound[]>;
  }
}

/** The catalogue (game-content API, lobby calls) and favourites. */
export const casinoModule = defineModule({
  name: "casino",
  needs: ["db", "clock", "bus"],
  provides: ["catalogue"],
  async register(app, { db, clock, bus }) {
    const catalogue = createCatalogueService(db);
    const favourites = createFavouritesService({ db, clock, catalogue });
    const cache = createCatalogueCache(bus);
    app.addHook("onClose", async () => cache.close());
    await app.register(catalogueRoutes(catalogue, cache));
    await app.register(favouritesRoutes(favourites));
    return { catalogue };
  },
});

/** The winners, latest-bets and RTP feeds, over the rounds the studio reports and the jackpot wins. */
export const casinoFeedsModule = defineModule({
  name: "casino-feeds",
  needs: ["clock", "accounts", "catalogue", "roundFeed", "jackpotWins"],
  provides: [],
  async register(app, { clock, accounts, catalogue, roundFeed, jackpotWins }) {
    const currencyOf = async (userId: string) => (await accounts.sessionUser(userId))?.currency.code ?? null;
    await app.register(
      feedsRoutes(createFeedsService({ clock, catalogue, rounds: roundFeed, jackpotWins }), currencyOf),
    );
    return {};
  },
});
