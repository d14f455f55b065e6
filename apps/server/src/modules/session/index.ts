export type { AccountBlockCheck } from "./login.service";
export type { AccountBlock } from "./session.errors";
export { loginModule, sessionModule } from "./session.module";
export { sessionRoutes } from "./session.routes";
export { createSessionService, type SessionGuard, type SessionService } from "./session.service";
export {
  clearImpersonationCookie,
  clearSessionCookie,
  setImpersonationCookie,
  setSessionCookie,
} from "./session-cookie";
export { sessionTestSeamRoutes } from "./test-seams.routes";
