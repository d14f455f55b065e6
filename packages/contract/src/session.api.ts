import { route } from "./route";

/** The numeric login failure code that opens the restrictions flow (docs/product/sessions.md#restrictions). */
export const LOGIN_RESTRICTED_CODE = 5;

/** Method and path of every session endpoint: the server registers them, the web calls through them. */
export const sessionApi = {
  postSessionLogin: route("POST", "/api/session/login", "LoginResponse"),
  getSessionAuthenticate: route("GET", "/api/session/authenticate", "AuthenticateResponse"),
  deleteSessionLogout: route("DELETE", "/api/session/logout"),
  getSessionAnonymous: route("GET", "/api/session/anonymous", "AnonymousSessionResponse"),
  getUserLogins: route("GET", "/api/user/logins", "LoginHistoryResponse"),
  deleteSessionImpersonation: route("DELETE", "/api/session/impersonation", "EndImpersonationResponse"),
} as const;
