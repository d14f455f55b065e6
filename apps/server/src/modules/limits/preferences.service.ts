import { type BalanceWarningResponse, type SessionSummaryResponse, toMajor } from "@casino/contract";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { AccountService } from "../account";
import { preferencesStore } from "./preferences.store";
import type { Usage } from "./usage";

const DAY_MS = 24 * 3_600_000;
/**
 * docs/product/responsible-gambling.md#balance-warning: the warning shows below 5 in the account currency; close and
 * deposit snooze 1 day, do-not-display 7.
 */
const BALANCE_WARNING_THRESHOLD = 5;
const SNOOZE_MS = { close: DAY_MS, deposit: DAY_MS, doNotDisplay: 7 * DAY_MS } as const;

export type BalanceWarningAction = keyof typeof SNOOZE_MS;

/**
 * The balance warning's per-player settings and the reality check's session summary
 * (docs/product/responsible-gambling.md#balance-warning, #reality-check).
 */
export function createPreferences(deps: { db: Db; clock: Clock; usage: Usage; accounts: AccountService }) {
  const { db, clock } = deps;

  function view(row: { enabled: boolean; snoozedUntil: Date | null } | undefined): BalanceWarningResponse {
    const snoozed = row?.snoozedUntil && row.snoozedUntil > clock.now() ? row.snoozedUntil : null;
    return {
      enabled: row?.enabled ?? true,
      snoozedUntil: snoozed?.toISOString() ?? null,
      threshold: BALANCE_WARNING_THRESHOLD,
    };
  }

  return {
    async balanceWarning(userId: string): Promise<BalanceWarningResponse> {
      return view(await preferencesStore.get(db, userId));
    },

    async updateBalanceWarning(
      userId: string,
      update: { action?: BalanceWarningAction | undefined; enabled?: boolean | undefined },
    ): Promise<BalanceWarningResponse> {
      const now = clock.now();
      const patch = update.action
        ? { snoozedUntil: new Date(now.getTime() + SNOOZE_MS[update.action]) }
        : { enabled: update.enabled ?? true };
      return view(await preferencesStore.save(db, userId, patch, now));
    },

    /** Time logged in and the net result since this session's login, for the hourly reality check. */
    async sessionSummary(principal: SessionPrincipal): Promise<SessionSummaryResponse> {
      const now = clock.now();
      const currency = (await deps.accounts.contactOf(principal.userId))?.currency ?? "EUR";
      const { staked, won } = await deps.usage.play(db, principal.userId, currency, principal.loginTime);
      return {
        loginTime: principal.loginTime.toISOString(),
        minutesLoggedIn: Math.max(0, Math.floor((now.getTime() - principal.loginTime.getTime()) / 60_000)),
        staked: toMajor(staked),
        won: toMajor(won),
        net: toMajor(won - staked),
        currency,
      };
    },
  };
}
