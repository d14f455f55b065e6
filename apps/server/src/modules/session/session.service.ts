import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { sessionStore } from "./session.store";
import { hashToken, newSessionToken } from "./session-token";

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}

export interface NewSession {
  userId: string;
  restricted?: boolean;
  locale?: string;
  ip?: string | null;
  userAgent?: string | null;
}

/** Writes of last-seen are skipped within this window, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** Sessions: creation at login, resolution on every request (idle and absolute expiry), and ending them. */
export function createSessionService(db: Db, clock: Clock, settings: SessionSettings) {
  const idleMs = settings.idleMinutes * 60_000;
  return {
    /** Starts a session and returns its token (given to the client once, never stored). */
    async create(input: NewSession): Promise<{ token: string; loginTime: Date }> {
      const token = newSessionToken();
      const now = clock.now();
      await sessionStore.insert(db, {
        tokenHash: hashToken(token),
        userId: input.userId,
        restricted: input.restricted ?? false,
        locale: input.locale ?? "en",
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + settings.maxHours * 3_600_000),
      });
      return { token, loginTime: now };
    },

    /** The live session behind a token, or null when it is unknown, ended, idle too long or past its expiry. */
    async resolve(token: string): Promise<SessionPrincipal | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const row = await sessionStore.find(db, tokenHash);
      if (!row || row.endedAt) return null;
      const now = clock.now();
      if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() > idleMs) {
        await sessionStore.end(db, tokenHash, "expired", now);
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await sessionStore.touch(db, tokenHash, now);
      return {
        token,
        userId: row.userId,
        restricted: row.restricted,
        locale: row.locale,
        loginTime: row.createdAt,
      };
    },

    async end(token: string, reason = "logout"): Promise<void> {
      await sessionStore.end(db, hashToken(token), reason, clock.now());
    },

    /** Ends every open session of a player (password change, self-exclusion, cool-off). */
    async endAllForUser(userId: string, reason: string): Promise<number> {
      return sessionStore.endAllForUser(db, userId, reason, clock.now());
    },

    /** Ends every open session of a player but the one given (a password change keeps the session that made it). */
    async endOthersForUser(userId: string, keepToken: string, reason: string): Promise<number> {
      return sessionStore.endOthersForUser(db, userId, hashToken(keepToken), reason, clock.now());
    },

    /** The restrictions flow is complete: the session may now do everything. */
    async liftRestriction(token: string): Promise<void> {
      await sessionStore.liftRestriction(db, hashToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
