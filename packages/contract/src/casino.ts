import { z } from "zod";

// The game-content service (/v1/casino/*, docs/product/casino.md#game-content-api), the lobby calls under /api,
// favourites and the feeds.

/** Platforms a game can be offered on (docs/product/casino.md#game-content-api). */
export const CasinoPlatform = z.enum(["Android", "PC"]);

/** Query of every /v1/casino list call: field selection, expansion, filter, pagination and targeting. */
export const CatalogueQuery = z.object({
  /** Comma-separated top-level fields to return (all when absent). */
  fields: z.string().max(500).optional(),
  /** Comma-separated relations to embed instead of their ids: vendor, subVendor, games. */
  expand: z.string().max(200).optional(),
  /** `key:value` pairs separated by commas, or a JSON object of the same keys (docs/games-feed.md). */
  filter: z.string().max(1000).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  /** Page size; each endpoint caps it (sub-vendors 1000, groups 2000, games 10000). */
  limit: z.coerce.number().int().min(1).optional(),
  /**
   * Pagination (docs/product/casino.md#game-content-api) as `offset:0,limit:2` or `{"offset":0,"limit":2}`; where
   * given it decides the page.
   */
  pagination: z.string().max(200).optional(),
  language: z.string().max(10).optional(),
  platform: CasinoPlatform.optional(),
  /** Kept for compatibility with the external service; this server has one data source. */
  datasource: z.string().max(50).optional(),
  /** ISO country; games restricted there are left out. */
  country: z.string().length(2).toUpperCase().optional(),
});
export type CatalogueQuery = z.input<typeof CatalogueQuery>;

/** A page of catalogue items; items carry only the requested fields. */
export const CataloguePage = z.object({
  count: z.number().int(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  items: z.array(z.record(z.string(), z.unknown())),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

/** One catalogue item (a vendor, sub-vendor, group or game) with the requested fields. */
export const CatalogueItem = z.record(z.string(), z.unknown());

/** Where a game sits in a group (docs/product/casino.md#catalogue). */
export const GroupInfo = z.object({ groupId: z.string(), source: z.string(), position: z.number().int() });

/** A game of the catalogue as the lobby shows it. */
export const CasinoGame = z.object({
  id: z.string(),
  slug: z.string(),
  gameCode: z.string(),
  name: z.string(),
  kind: z.enum(["slot", "roulette", "blackjack", "dice", "external"]),
  vendor: z.string(),
  subVendor: z.string().nullable(),
  /** Thumbnail paths by icon size; key 114 is the icon (docs/product/casino.md#lobby). */
  thumbnails: z.record(z.string(), z.string()),
  hasFunMode: z.boolean(),
  rtp: z.number().nullable(),
  volatility: z.string().nullable(),
  tags: z.array(z.string()),
  launchUrl: z.string().nullable(),
  groupInfos: z.array(GroupInfo),
});
export type CasinoGame = z.infer<typeof CasinoGame>;

/** GET /api/casinoGamesHighlighted. */
export const HighlightedGamesResponse = z.object({ items: z.array(CasinoGame) });

/** Path parameter of one item lookup. */
export const IdParams = z.object({ id: z.string().min(1).max(100) });
/** Path parameters of groups/{source} and groups/{source}/{id}. */
export const GroupParams = z.object({
  source: z.string().min(1).max(50),
  id: z.string().max(100).optional(),
});

/** A favourite as GET /v1/player/{userId}/favorites lists it (docs/product/casino.md#favourites). */
export const FavouriteItem = z.object({ id: z.string(), gameModel: CasinoGame, addedAt: z.string() });
/** GET /v1/player/{userId}/favorites. */
export const FavouritesResponse = z.object({ items: z.array(FavouriteItem), count: z.number().int() });
/** PUT /v1/player/{userId}/favorites: exactly one game id or slug. */
export const FavouritePutRequest = z.object({ items: z.array(z.string().min(1).max(100)).length(1) });
/** Path of the favourites calls. */
export const FavouriteParams = z.object({ userId: z.string().uuid(), item: z.string().max(100).optional() });
/** Query of the favourites calls. */
export const FavouriteQuery = z.object({ platform: CasinoPlatform.optional() });

/** Query of the winners feeds (docs/product/casino.md#feeds). */
export const WinnersQuery = z.object({
  country: z.string().length(2).toUpperCase().optional(),
  specifiedCurrency: z.string().length(3).toUpperCase().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** A winner (docs/product/casino.md#feeds); usernames are masked. */
export const Winner = z.object({
  username: z.string(),
  amount: z.number(),
  gameId: z.string(),
  gameName: z.string(),
  currency: z.string(),
  slug: z.string(),
  thumbnails: z.record(z.string(), z.string()),
  gameHasFunMode: z.boolean(),
  timestamp: z.string(),
});
/** GET /api/recentWinners, /api/topWinners, /api/jackpotWinners. */
export const WinnersResponse = z.object({ items: z.array(Winner) });
/** GET /api/latestBets (docs/product/casino.md#feeds). */
export const LatestBetsResponse = z.object({
  items: z.array(
    z.object({
      gameName: z.string(),
      username: z.string(),
      wagered: z.number(),
      winning: z.number(),
      currency: z.string(),
    }),
  ),
});
/** GET /api/rtpHourly, /api/rtpDaily: actual return per game over the window, from settled rounds. */
export const RtpResponse = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      slug: z.string(),
      gameName: z.string(),
      rounds: z.number().int(),
      currency: z.string(),
      wagered: z.number(),
      won: z.number(),
      /** won / wagered, null without stakes. */
      rtp: z.number().nullable(),
      /** The game's stated RTP. */
      theoreticalRtp: z.number().nullable(),
    }),
  ),
});
