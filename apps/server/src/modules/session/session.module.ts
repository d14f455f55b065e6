import type { PlayerRulesView } from "@casino/contract";
import { registerAuth } from "../../platform/auth";
import { defineModule } from "../../platform/module";
import type { AccountBlockCheck } from "./login.service";
import { sessionRoutes } from "./session.routes";
import { createSessionService, type SessionGuard, type SessionService } from "./session.service";
import { createSessionCache } from "./session-cache";
import { sessionTestSeamRoutes } from "./test-seams.routes";

declare module "../../platform/module" {
  interface Ports {
    sessions: SessionService;
    /** Asked on every resolve of a session whether the player may still be logged in (limits answers). */
    sessionGuard: SessionGuard;
    /** Asked at login whether the account may log in now (limits answers: cool-off, exclusion, session limit). */
    loginBlock: AccountBlockCheck;
    /** The rules the player plays under, in the session's answer (limits answers). */
    playerRules: (userId: string) => Promise<PlayerRulesView>;
  }
}

/** Sessions: the service and the auth hook every later route runs behind. */
export const sessionModule = defineModule({
  name: "session",
  needs: ["config", "db", "clock", "bus"],
  provides: ["sessions"],
  async register(app, { config, db, clock, bus }) {
    const cache = createSessionCache({ bus, maxAgeMs: config.SESSION_CACHE_MS });
    app.addHook("onClose", async () => cache.close());
    const sessions = createSessionService(
      db,
      clock,
      { idleMinutes: config.SESSION_IDLE_MINUTES, maxHours: config.SESSION_MAX_HOURS },
      cache,
    );
    registerAuth(app, sessions.resolve);
    return { sessions };
  },
});

/** Login, logout and the session's answer: they ask limits, which is built after the session service. */
export const loginModule = defineModule({
  name: "login",
  needs: [
    "config",
    "db",
    "clock",
    "sessions",
    "accounts",
    "sessionGuard",
    "loginBlock",
    "playerRules",
    "audit",
  ],
  provides: [],
  async register(app, ports) {
    ports.sessions.setGuard(ports.sessionGuard);
    await app.register(sessionRoutes(ports));
    if (ports.config.TEST_SEAMS) await app.register(sessionTestSeamRoutes(ports.sessions));
    return {};
  },
});
