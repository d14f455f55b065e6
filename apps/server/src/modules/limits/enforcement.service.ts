import type { LimitPeriod } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { AccountService } from "../account";
import type { AccountBlock, SessionService } from "../session";
import type { Exclusions } from "./exclusions/exclusions.service";
import type { NationalExclusionRegister } from "./exclusions/national-register";
import {
  depositLimitRequired,
  excluded,
  exclusionBlock,
  limitReached,
  type MoneyRefusal,
  sessionLimitBlock,
} from "./limits.errors";
import { type LimitRow, limitsStore } from "./limits.store";
import { binding } from "./rules/limit-rules";
import { periodWindow } from "./rules/period-window";
import type { PlayerRulesService } from "./rules/player-rules";
import type { MoneyLimitType, Usage } from "./usage";

export interface EnforcementDeps {
  db: Db;
  clock: Clock;
  /** The rules of each player's country of residence. */
  rules: PlayerRulesService;
  usage: Usage;
  exclusions: Exclusions;
  sessions: SessionService;
  accounts: AccountService;
  nationalRegister: NationalExclusionRegister;
}

/** How long a live session's verdict is reused before the limits are read again (per player, per process). */
const GUARD_TTL_MS = 60_000;

/** Whether the player has the monthly deposit limit a German licence requires (GlüStV 2021 § 6c). */
export const hasRequiredMonthlyLimit = (rows: LimitRow[], max: bigint) =>
  rows.some((r) => r.type === "deposit" && r.period === "monthly" && r.value <= max);

/**
 * The checks on every money and play path. Deposit and stake checks run inside the caller's transaction and take
 * the player's limits lock first, so two deposits (or stakes) racing one limit are decided one after the other.
 */
export function createEnforcement(deps: EnforcementDeps) {
  const { db, clock, rules, usage, exclusions, sessions } = deps;

  async function refusal(
    tx: Db,
    type: MoneyLimitType,
    rows: LimitRow[],
    user: { userId: string; amount: bigint; currency: string; now: Date },
  ): Promise<MoneyRefusal | undefined> {
    const refusals: MoneyRefusal[] = [];
    // UKGC RTS 12: every period is checked against its own window; the lowest remaining one binds.
    for (const row of rows.filter((r) => r.type === type)) {
      const window = periodWindow(row.period as LimitPeriod, user.now);
      const used = await usage.money(tx, type, user.userId, user.currency, window.start);
      if (used + user.amount <= row.value) continue;
      const remaining = row.value > used ? row.value - used : 0n;
      refusals.push({
        type,
        period: row.period as LimitPeriod,
        limit: row.value,
        remaining,
        resetsAt: window.end,
        currency: user.currency,
      });
    }
    return binding(refusals);
  }

  /** Locks the player's limits, refuses while excluded, and returns the limits in force. */
  async function lockedLimits(tx: Db, userId: string, now: Date): Promise<LimitRow[]> {
    await limitsStore.lockPlayer(tx, userId);
    // Read after the lock's own statement: a statement that also took the lock would read from before it was had.
    const { limits, exclusion } = await limitsStore.guard(tx, userId, now);
    if (exclusion) throw excluded(exclusion.kind, exclusion.endsAt);
    return limitsStore.dueApplied(tx, userId, now, limits);
  }

  /** Why the player may not be logged in now (and, when fine, when the session-time limit will be reached). */
  async function sessionVerdict(userId: string, now: Date) {
    const exclusion = await exclusions.inForce(db, userId, now);
    if (exclusion)
      return {
        reason: exclusion.kind,
        block: exclusionBlock(exclusion.kind, exclusion.endsAt),
        endsAt: null,
      };
    const rows = (await limitsStore.current(db, userId, now)).filter((r) => r.type === "session");
    let reached: AccountBlock | null = null;
    let endsAt: number | null = null;
    for (const row of rows) {
      const window = periodWindow(row.period as LimitPeriod, now);
      const leftMs = Number(row.value) * 60_000 - (await sessions.loggedInMs(userId, window.start, now));
      if (leftMs <= 0) {
        const block = sessionLimitBlock(row.period as LimitPeriod, Number(row.value), window.end);
        // Several reached periods: the player may log in again only when the last of them resets.
        if (!reached || block.details.resetsAt > String(reached.details?.resetsAt)) reached = block;
        continue;
      }
      const at = now.getTime() + leftMs;
      if (at < window.end.getTime() && (endsAt === null || at < endsAt)) endsAt = at;
    }
    return { reason: reached ? "session_limit" : null, block: reached, endsAt };
  }

  const verdicts = new Map<string, { checkedAt: number; endsAt: number | null; reason: string | null }>();

  return {
    /** Deposit initiation (cashier), in the transaction that records the deposit. */
    async checkDeposit(tx: Db, userId: string, amount: bigint, currency: string): Promise<void> {
      const now = clock.now();
      const rows = await lockedLimits(tx, userId, now);
      const max = (await rules.of(userId, tx)).profile.maxMonthlyDepositLimit;
      if (max !== null && !hasRequiredMonthlyLimit(rows, max)) throw depositLimitRequired(max, currency);
      const refused = await refusal(tx, "deposit", rows, { userId, amount, currency, now });
      if (refused) throw limitReached(refused);
    },

    /**
     * A stake (casino round, sports bet), in the transaction that moves the stake: wagering limits count stakes,
     * loss limits stakes minus wins, both in each period's window.
     */
    async checkStake(tx: Db, userId: string, amount: bigint, currency: string): Promise<void> {
      const now = clock.now();
      const rows = await lockedLimits(tx, userId, now);
      for (const type of ["wagering", "loss"] as const) {
        const refused = await refusal(tx, type, rows, { userId, amount, currency, now });
        if (refused) throw limitReached(refused);
      }
    },

    /** Login: refused while excluded, listed in the national register (ro) or out of session time. */
    async loginBlock(userId: string): Promise<AccountBlock | null> {
      const now = clock.now();
      const verdict = await sessionVerdict(userId, now);
      if (verdict.block && verdict.reason !== "session_limit") return verdict.block;
      if ((await rules.of(userId)).profile.nationalRegister) {
        const contact = await deps.accounts.contactOf(userId);
        if (contact && (await deps.nationalRegister.isListed({ cnp: contact.cnp, email: contact.email }))) {
          return {
            code: "SELF_EXCLUDED",
            message: "You are listed in the national self-exclusion register.",
            details: { until: null, nationalRegister: true },
          };
        }
      }
      return verdict.block;
    },

    /**
     * The session guard, asked on every resolve of a session (requests and SSE heartbeats). The verdict is kept
     * for up to a minute, but never past the moment the session-time limit runs out, so a live session ends on
     * its first request after the limit is reached.
     */
    async sessionGuard(userId: string): Promise<string | null> {
      const now = clock.now().getTime();
      const cached = verdicts.get(userId);
      if (
        cached &&
        now - cached.checkedAt < GUARD_TTL_MS &&
        (cached.endsAt === null || now < cached.endsAt)
      ) {
        return cached.reason;
      }
      const verdict = await sessionVerdict(userId, new Date(now));
      if (verdicts.size > 10_000) {
        for (const [key, value] of verdicts) if (now - value.checkedAt >= GUARD_TTL_MS) verdicts.delete(key);
      }
      verdicts.set(userId, { checkedAt: now, endsAt: verdict.endsAt, reason: verdict.reason });
      return verdict.reason;
    },

    /** Drops the cached verdict after the player's limits or exclusions changed. */
    forget(userId: string): void {
      verdicts.delete(userId);
    },
  };
}

export type Enforcement = ReturnType<typeof createEnforcement>;
