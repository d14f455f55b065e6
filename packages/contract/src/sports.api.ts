import { route } from "./route";

// The sportsbook's enumerations as plain lists, for a page that reads them without zod; the schemas of ./sports are
// built from them (`Sport = z.enum(SPORTS)`, …).

/** The sports offered. */
export const SPORTS = ["football", "tennis", "basketball"] as const;
/** How a player reads prices. */
export const ODDS_FORMATS = ["decimal", "fractional", "american"] as const;
export const EVENT_STATUSES = ["scheduled", "live", "ended", "abandoned"] as const;
export const MARKET_STATUSES = ["open", "suspended", "closed", "settled"] as const;
/** Which price changes a bet is placed through without asking again. */
export const ACCEPT_ODDS_CHANGES = ["none", "higher", "any"] as const;
/** Why a bet or a cash-out is refused. */
export const BET_ERROR_CODES = [
  "ODDS_CHANGED",
  "MARKET_SUSPENDED",
  "MARKET_CLOSED",
  "EVENT_STARTED",
  "SELECTION_NOT_FOUND",
  "STAKE_TOO_LOW",
  "STAKE_TOO_HIGH",
  "MAX_PAYOUT_EXCEEDED",
  "INSUFFICIENT_FUNDS",
  "SAME_EVENT_IN_MULTIPLE",
  "BET_BUILDER_INVALID",
  "CASH_OUT_UNAVAILABLE",
  "CASH_OUT_CHANGED",
  "FREE_BET_INVALID",
] as const;

/** Method and path of every sportsbook endpoint: the server registers them, the web calls through them. */
export const sportsApi = {
  postSportsbookBets: route("POST", "/api/sportsbook/bets", "PlaceBetsResponse"),
  getSportsbookBetsById: route("GET", "/api/sportsbook/bets/:id"),
  postSportsbookBetsByIdCashout: route("POST", "/api/sportsbook/bets/:id/cashout", "CashOutResponse"),
  getUserBettingHistory: route("GET", "/api/user/bettingHistory", "BettingHistoryResponse"),
  postSportsbookBetbuilderPrice: route("POST", "/api/sportsbook/betbuilder/price", "BetBuilderPriceResponse"),
  getSportsbookStartInfo: route("GET", "/api/sportsbook/start-info"),
  getSportsbookMenu: route("GET", "/api/sportsbook/menu", "SportsMenu"),
  getSportsbookEvents: route("GET", "/api/sportsbook/events", "EventsResponse"),
  getSportsbookEventsById: route("GET", "/api/sportsbook/events/:id", "EventDetail"),
  getSportsbookStream: route("GET", "/api/sportsbook/stream"),
  postAdminSportsbookEventsByIdResult: route(
    "POST",
    "/api/admin/sportsbook/events/:id/result",
    "SportsAdminEventResponse",
  ),
  postAdminSportsbookEventsByIdAbandon: route(
    "POST",
    "/api/admin/sportsbook/events/:id/abandon",
    "SportsAdminEventResponse",
  ),
} as const;
