import { route } from "./route";

/** Method and path of every casino endpoint: the server registers them, the web calls through them. */
export const casinoApi = {
  getRecentWinners: route("GET", "/api/recentWinners", "WinnersResponse"),
  getTopWinners: route("GET", "/api/topWinners"),
  getJackpotWinners: route("GET", "/api/jackpotWinners"),
  getLatestBets: route("GET", "/api/latestBets", "LatestBetsResponse"),
  getRtpHourly: route("GET", "/api/rtpHourly"),
  getRtpDaily: route("GET", "/api/rtpDaily"),
  getCasinoCategories: route("GET", "/v1/casino/categories"),
  getCasinoGames: route("GET", "/v1/casino/games", "CataloguePage"),
  getCasinoJackpots: route("GET", "/v1/casino/jackpots"),
  getCasinoGroupsBySource: route("GET", "/v1/casino/groups/:source"),
  getCasinoGroupsBySourceById: route("GET", "/v1/casino/groups/:source/:id"),
  getCasinoVendors: route("GET", "/v1/casino/vendors", "CataloguePage"),
  getCasinoVendorsById: route("GET", "/v1/casino/vendors/:id"),
  getCasinoSubVendors: route("GET", "/v1/casino/subVendors"),
  getCasinoSubVendorsById: route("GET", "/v1/casino/subVendors/:id"),
  getVendorById: route("GET", "/api/vendor/:id"),
  getCasinoGamesHighlighted: route("GET", "/api/casinoGamesHighlighted", "HighlightedGamesResponse"),
  getPlayerByUserIdFavorites: route("GET", "/v1/player/:userId/favorites", "FavouritesResponse"),
  putPlayerByUserIdFavorites: route("PUT", "/v1/player/:userId/favorites"),
  deletePlayerByUserIdFavoritesByItem: route("DELETE", "/v1/player/:userId/favorites/:item"),
} as const;
