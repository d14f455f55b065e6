import { route } from "./route";

/** Method and path of every trading endpoint (the sportsbook's operator side). */
export const tradingApi = {
  getAdminTradingEvents: route("GET", "/api/admin/trading/events", "TradingEventsResponse"),
  getAdminTradingEventsById: route("GET", "/api/admin/trading/events/:id", "TradingEventDetail"),
  putAdminTradingEventsByIdSuspension: route(
    "PUT",
    "/api/admin/trading/events/:id/suspension",
    "TradingEventDetail",
  ),
  putAdminTradingMarketsByIdSuspension: route(
    "PUT",
    "/api/admin/trading/markets/:id/suspension",
    "TradingEventDetail",
  ),
  putAdminTradingEventsByIdMargin: route("PUT", "/api/admin/trading/events/:id/margin", "TradingEventDetail"),
  getAdminTradingPlayersByUserIdStakeFactor: route("GET", "/api/admin/trading/players/:userId/stake-factor"),
  putAdminTradingPlayersByUserIdStakeFactor: route("PUT", "/api/admin/trading/players/:userId/stake-factor"),
  getAdminTradingTicker: route("GET", "/api/admin/trading/ticker"),
} as const;
