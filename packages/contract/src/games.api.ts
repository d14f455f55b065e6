import { route } from "./route";

/** Method and path of every games endpoint: the server registers them, the web calls through them. */
export const gamesApi = {
  postGamesBySlugLaunch: route("POST", "/api/games/:slug/launch", "LaunchResponse"),
  postGamesBySlugRounds: route("POST", "/api/games/:slug/rounds", "RoundView"),
  postGamesBySlugRoundsByIdActions: route("POST", "/api/games/:slug/rounds/:id/actions", "RoundView"),
  getGamesBySlugRoundsOpen: route("GET", "/api/games/:slug/rounds/open"),
  getGamesSeeds: route("GET", "/api/games/seeds", "SeedsResponse"),
  postGamesSeedsRotate: route("POST", "/api/games/seeds/rotate", "RotateSeedsResponse"),
  getUserGameSessions: route("GET", "/api/user/gameSessions"),
  getUserCasinoHistory: route("GET", "/api/user/casinoHistory", "RoundsResponse"),
  getUserRecentPlayed: route("GET", "/api/user/recentPlayed", "RecentPlayedResponse"),
} as const;
