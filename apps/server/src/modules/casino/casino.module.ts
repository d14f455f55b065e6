import { defineModule } from "../../platform/module";
import { visitorCountry } from "../../platform/viewer";
import { catalogueRoutes } from "./catalogue.routes";
import { type CatalogueService, createCatalogueService } from "./catalogue.service";
import { createCatalogueCache } from "./catalogue-cache";
import { catalogueAdminRoutes } from "./curation/catalogue-admin.routes";
import { createCatalogueAdmin } from "./curation/catalogue-admin.service";
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

/** The catalogue (game-content API, lobby calls), its curation by staff, and favourites. */
export const casinoModule = defineModule({
  name: "casino",
  needs: ["config", "db", "clock", "bus", "audit"],
  provides: ["catalogue"],
  async register(app, { config, db, clock, bus, audit }) {
    const cache = createCatalogueCache(bus);
    app.addHook("onClose", async () => cache.close());
    const catalogue = createCatalogueService(db, cache);
    const favourites = createFavouritesService({ db, clock, catalogue });
    const countryOf = (request: Parameters<typeof visitorCountry>[0]) =>
      visitorCountry(request, config.DEFAULT_COUNTRY);
    await app.register(catalogueRoutes(catalogue, cache, countryOf));
    await app.register(catalogueAdminRoutes(createCatalogueAdmin({ db, bus, audit })));
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
