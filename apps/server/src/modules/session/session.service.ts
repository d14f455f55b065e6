import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { type SessionRow, sessionStore } from "./session.store";
import type { SessionCache } from "./session-cache";
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
  /** A staff member seeing the site as the player (docs/decisions/0211-impersonation-read-only.md). */
  impersonatedBy?: string | null;
  /** How long the session may live at most, in ms (default: SESSION_MAX_HOURS). */
  lifetimeMs?: number;
}

/** Writes of last-seen are skipped within this window, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Asked on every resolve whether the player may still be logged in (the limits module: session-time limit,
 * cool-off, self-exclusion). It answers the reason to end every session of the player, or null.
 */
export type SessionGuard = (userId: string) => Promise<string | null>;

/** Sessions: creation at login, resolution on every request (idle and absolute expiry), and ending them. */
export function createSessionService(db: Db, clock: Clock, settings: SessionSettings, cache: SessionCache) {
  const idleMs = settings.idleMinutes * 60_000;
  let guard: SessionGuard | null = null;
  /** The session's row as the database has it now, kept for the next requests (decision 0245). */
  async function read(tokenHash: string): Promise<SessionRow | undefined> {
    const readAt = cache.generation();
    const row = await sessionStore.find(db, tokenHash);
    if (row && !row.endedAt) cache.set(row, readAt);
    return row;
  }
  const over = (row: SessionRow, now: Date) =>
    now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() > idleMs;
  return {
    /** Installs the guard (once, at start-up: the limits module is built after this service). */
    setGuard(next: SessionGuard): void {
      guard = next;
    },

    /** Starts a session and returns its token (given to the client once, never stored); inside `tx` when given. */
    async create(
      input: NewSession,
      tx: Db = db,
    ): Promise<{ token: string; loginTime: Date; expiresAt: Date }> {
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + (input.lifetimeMs ?? settings.maxHours * 3_600_000));
      await sessionStore.insert(tx, {
        tokenHash: hashToken(token),
        userId: input.userId,
        restricted: input.restricted ?? false,
        locale: input.locale ?? "en",
        ip: input.ip ?? null,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        impersonatedBy: input.impersonatedBy ?? null,
      });
      return { token, loginTime: now, expiresAt };
    },

    /** The live session behind a token, or null when it is unknown, ended, idle too long or past its expiry. */
    async resolve(token: string): Promise<SessionPrincipal | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const now = clock.now();
      let row = cache.get(tokenHash);
      // A kept row that looks over is read again: another process may have seen the player since.
      if (!row || over(row, now)) row = await read(tokenHash);
      if (!row || row.endedAt) return null;
      if (over(row, now)) {
        await sessionStore.end(db, tokenHash, "expired", now);
        await cache.changed({ tokenHash });
        return null;
      }
      // An impersonation never ends the player's own sessions: the guard's verdict is theirs to meet when they return.
      const endReason = guard && !row.impersonatedBy ? await guard(row.userId) : null;
      if (endReason) {
        await sessionStore.endAllForUser(db, row.userId, endReason, now);
        await cache.changed({ userId: row.userId });
        return null;
      }
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await sessionStore.touch(db, tokenHash, now);
        cache.update({ ...row, lastSeenAt: now });
      }
      return {
        token,
        userId: row.userId,
        restricted: row.restricted,
        locale: row.locale,
        loginTime: row.createdAt,
        impersonation: row.impersonatedBy ? { staffId: row.impersonatedBy, expiresAt: row.expiresAt } : null,
      };
    },

    async end(token: string, reason = "logout", tx: Db = db): Promise<void> {
      const tokenHash = hashToken(token);
      await sessionStore.end(tx, tokenHash, reason, clock.now());
      await cache.changed({ tokenHash });
    },

    /** Ends every open session of a player (password change, self-exclusion, a lock); inside `tx` when given. */
    async endAllForUser(userId: string, reason: string, tx: Db = db): Promise<number> {
      const ended = await sessionStore.endAllForUser(tx, userId, reason, clock.now());
      await cache.changed({ userId });
      return ended;
    },

    /** A player's sessions and login attempts, newest first (the back office's player page). */
    /**
     * Sessions still in use that began more than `longerThanMs` ago: not ended and seen within `seenWithinMs`
     * (compliance signals), oldest first.
     */
    async longRunning(longerThanMs: number, seenWithinMs: number, limit = 500) {
      const now = clock.now().getTime();
      const rows = await sessionStore.longRunning(
        db,
        new Date(now - longerThanMs),
        new Date(now - seenWithinMs),
        limit,
      );
      return rows.map((row) => ({
        userId: row.userId,
        startedAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
      }));
    },
    async historyOf(userId: string, limit = 50) {
      const [list, attempts] = [
        await sessionStore.sessionsOf(db, userId, limit),
        await sessionStore.attemptsOf(db, userId, limit),
      ];
      return { sessions: list, logins: attempts };
    },

    /** Ends every open session of a player but the one given (a password change keeps the session that made it). */
    async endOthersForUser(userId: string, keepToken: string, reason: string): Promise<number> {
      const ended = await sessionStore.endOthersForUser(
        db,
        userId,
        hashToken(keepToken),
        reason,
        clock.now(),
      );
      await cache.changed({ userId });
      return ended;
    },

    /**
     * How long the player was logged in between `from` and `to`, in ms, over all devices: overlapping sessions
     * count once. A session that was never logged out counts until it would have expired (idle or absolute).
     */
    async loggedInMs(userId: string, from: Date, to: Date = clock.now()): Promise<number> {
      const rows = await sessionStore.overlapping(db, userId, from, to);
      const spans = rows.map((row) => {
        const end =
          row.endedAt ?? new Date(Math.min(row.lastSeenAt.getTime() + idleMs, row.expiresAt.getTime()));
        return {
          start: Math.max(row.createdAt.getTime(), from.getTime()),
          end: Math.min(end.getTime(), to.getTime()),
        };
      });
      return unionLength(spans);
    },

    /**
     * Test seam only (TEST_SEAMS=true): the session counts as started `seconds` earlier, so a journey reaches a
     * session-time limit without waiting it out in real time.
     */
    async backdateForTest(token: string, seconds: number): Promise<void> {
      const row = await sessionStore.find(db, hashToken(token));
      if (!row) return;
      await sessionStore.startedAt(db, row.tokenHash, new Date(row.createdAt.getTime() - seconds * 1000));
      await cache.changed({ tokenHash: row.tokenHash });
    },

    /** The restrictions flow is complete: the session may now do everything. */
    async liftRestriction(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await sessionStore.liftRestriction(db, tokenHash);
      await cache.changed({ tokenHash });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The total length covered by a set of time spans, overlaps counted once. */
export function unionLength(spans: { start: number; end: number }[]): number {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let coveredTo = Number.NEGATIVE_INFINITY;
  for (const span of sorted) {
    const start = Math.max(span.start, coveredTo);
    if (span.end > start) total += span.end - start;
    coveredTo = Math.max(coveredTo, span.end);
  }
  return total;
}
