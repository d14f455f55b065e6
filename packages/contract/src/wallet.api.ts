import { route } from "./route";

/** The data the stream sends before closing when the session has ended (docs/product/wallet.md#balance-stream). */
export const SESSION_EXPIRED_MESSAGE = "Session is expired";

/** Longest period of one activity statement, in days. */
export const STATEMENT_MAX_DAYS = 366;

/** Method and path of every wallet endpoint: the server registers them, the web calls through them. */
export const walletApi = {
  getUserBalance: route("GET", "/api/user/balance", "BalanceResponse"),
  getPlayerByUserIdBalanceUpdates: route("GET", "/v1/player/:userId/balance/updates"),
  getUserStatement: route("GET", "/api/user/statement"),
} as const;
