import type { RestrictionsDetail, UrlLocale } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { tooManyRequests } from "../../platform/errors";
import { verifyPassword } from "../../platform/password";
import type { AccountService } from "../account";
import { type AccountBlock, accountBlocked, accountClosed, invalidCredentials } from "./session.errors";
import type { SessionService } from "./session.service";
import { sessionStore } from "./session.store";

/** One login attempt as the route hands it over. */
export interface LoginInput {
  /** Username or e-mail, whitespace already stripped. */
  identifier: string;
  password: string;
  /** The X-Locale of the request, if it named a supported one. */
  locale: UrlLocale | null;
  ip: string | null;
  userAgent: string | null;
  /** The session the client still holds, if any: it is replaced. */
  previousToken?: string | undefined;
}

/** A successful login; `restricted` is set when the session may only answer consents. */
export interface LoginResult {
  token: string;
  restricted: RestrictionsDetail | null;
}

/**
 * Hook point for the limits module: a cool-off, self-exclusion, national-register listing or reached session-time
 * limit that blocks login. Without it nothing blocks.
 */
export type AccountBlockCheck = (userId: string) => Promise<AccountBlock | null>;

/** The per-account throttle (LOGIN_ACCOUNT_* settings). */
export interface LoginSettings {
  /** Failed attempts on one account or name that lock it for the rest of the window. */
  maxFailures: number;
  windowMinutes: number;
}

/**
 * Logging in. Every attempt is recorded. Unknown names and wrong passwords take the same path (a dummy hash check,
 * the same queries, one error) so neither the answer nor its timing tells whether an account exists. Failures are
 * counted per tried name and per account, unknown names included, so the throttle cannot be used to enumerate.
 */
export function createLoginService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  accounts: AccountService;
  settings: LoginSettings;
  accountBlock?: AccountBlockCheck;
}) {
  const { db, clock, sessions, accounts, settings } = deps;
  const accountBlock = deps.accountBlock ?? (async () => null);
  const windowMs = settings.windowMinutes * 60_000;

  /** Seconds until the account may try again, or 0 when it is not locked. */
  async function lockedForSeconds(identifier: string, userId: string | null): Promise<number> {
    const now = clock.now();
    let since = new Date(now.getTime() - windowMs);
    // A successful login wipes the slate: only failures after it count.
    const success = userId ? await sessionStore.lastSuccess(db, userId, since) : undefined;
    if (success) since = success;
    const failures = await sessionStore.recentFailures(
      db,
      { identifier, userId },
      since,
      settings.maxFailures,
    );
    const oldestCounted = failures[settings.maxFailures - 1];
    if (!oldestCounted) return 0;
    return (oldestCounted.getTime() + windowMs - now.getTime()) / 1000;
  }

  return {
    async login(input: LoginInput): Promise<LoginResult> {
      const identifier = input.identifier.toLowerCase();
      const record = (success: boolean, userId: string | null) =>
        sessionStore.insertAttempt(db, {
          identifier: identifier.slice(0, 254),
          userId,
          success,
          ip: input.ip,
          userAgent: input.userAgent,
          createdAt: clock.now(),
        });

      const account = await accounts.findForLogin(identifier);
      const lockedFor = await lockedForSeconds(identifier, account?.id ?? null);
      if (lockedFor > 0) {
        await record(false, account?.id ?? null);
        throw tooManyRequests(lockedFor, "Too many failed logins; try again later");
      }
      const passwordOk = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordOk) {
        await record(false, account?.id ?? null);
        throw invalidCredentials();
      }
      if (account.status !== "active") {
        await record(false, account.id);
        throw accountClosed();
      }
      const block = await accountBlock(account.id);
      if (block) {
        await record(false, account.id);
        throw accountBlocked(block);
      }

      const owed = await accounts.outstandingConsents(account.id);
      const restricted = owed.needsTCAccept || owed.needsMarketingAccept;
      if (input.previousToken) await sessions.end(input.previousToken, "replaced");
      const { token } = await sessions.create({
        userId: account.id,
        restricted,
        locale: input.locale ?? account.locale,
        ip: input.ip,
        userAgent: input.userAgent,
      });
      await record(true, account.id);
      if (!restricted) return { token, restricted: null };
      return {
        token,
        restricted: {
          userId: account.id,
          sessionId: token,
          phone: account.phoneNumber,
          phonePrefix: account.phonePrefix,
          ...owed,
        },
      };
    },

    /** The player's last login attempts, newest first. */
    async history(userId: string, limit = 50) {
      const rows = await sessionStore.attemptsOf(db, userId, limit);
      return rows.map((row) => ({
        time: row.createdAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        success: row.success,
      }));
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
