import { route } from "./route";

/** Method and path of every engagement endpoint: the server registers them, the web calls through them. */
export const engagementApi = {
  getJackpotEgtJackpot: route("GET", "/api/jackpot/egt-jackpot", "JackpotCard"),
  getEqJackpot: route("GET", "/api/eqJackpot"),
  getJackpotCards: route("GET", "/api/jackpot-cards"),
  getTournaments: route("GET", "/api/tournaments", "TournamentsResponse"),
  getTournamentsLeaderboardById: route("GET", "/api/tournaments/leaderboard/:id", "LeaderboardResponse"),
  getTournamentsById: route("GET", "/api/tournaments/:id", "TournamentView"),
  postTournamentsByIdJoin: route("POST", "/api/tournaments/:id/join", "TournamentView"),
  getLoyaltyProfile: route("GET", "/api/loyalty/profile", "LoyaltyProfile"),
  getLoyaltyInbox: route("GET", "/api/loyalty/inbox", "InboxResponse"),
  postLoyaltyInboxByIdRead: route("POST", "/api/loyalty/inbox/:id/read", "InboxResponse"),
  getShops: route("GET", "/api/shops"),
  getLoyaltyShop: route("GET", "/api/loyalty/shop", "ShopResponse"),
  postLoyaltyShopByItemIdBuy: route("POST", "/api/loyalty/shop/:itemId/buy", "ShopResponse"),
  getAdventCalendar: route("GET", "/api/advent-calendar", "AdventCalendarResponse"),
  postAdventCalendarByDayOpen: route("POST", "/api/advent-calendar/:day/open", "AdventDoor"),
  getPrizeWheel: route("GET", "/api/prize-wheel", "PrizeWheelResponse"),
  postPrizeWheelSpin: route("POST", "/api/prize-wheel/spin", "WheelSpinResponse"),
  getGameOfTheWeek: route("GET", "/api/game-of-the-week", "GameOfTheWeekResponse"),
  getJackpotStream: route("GET", "/api/jackpot/stream"),
} as const;
