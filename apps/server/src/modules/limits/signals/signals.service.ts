import { type ComplianceSignal, type LimitPeriod, toMajor } from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type { AccountService } from "../../account";
import type { SessionService } from "../../session";
import type { WalletService } from "../../wallet";
import { limitsStore } from "../limits.store";
import { periodWindow } from "../rules/period-window";
import { STAKE_KIND, type Usage, WIN_KIND } from "../usage";

/** The rules of the signals (docs/product/back-office.md#signals, decision 0203). */
export const SIGNAL_RULES = {
  /** A deposit or loss limit counts as nearly reached from this share of it used in the current period. */
  limitNearPercent: 80,
  /** A session longer than this, still in use (seen within `sessionSeenWithinMs`), is a long session. */
  longSessionMs: 60 * 60_000,
  sessionSeenWithinMs: 15 * 60_000,
  /** Loss-chasing: this many deposits within `chaseWindowMs`, with a net loss in the day before the first… */
  chaseDeposits: 3,
  chaseWindowMs: 60 * 60_000,
  /** …looked for over the last day. */
  chaseLookBackMs: 24 * 60 * 60_000,
} as const;

const MAX_ROWS = 2000;

export interface SignalsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  sessions: Pick<SessionService, "longRunning">;
  accounts: Pick<AccountService, "usernames">;
  usage: Usage;
}

type Raw = Omit<ComplianceSignal, "username" | "at"> & { at: Date };

/** Responsible-gambling signals for the compliance desk, worked out when asked (nothing is stored). */
export function createSignals(deps: SignalsDeps) {
  const { db, clock, wallet } = deps;

  async function limitsNear(now: Date): Promise<Raw[]> {
    const signals: Raw[] = [];
    for (const limit of await limitsStore.moneyLimits(db, ["deposit", "loss"], MAX_ROWS)) {
      const window = periodWindow(limit.period as LimitPeriod, now);
      const currency = limit.currency ?? "EUR";
      const used = await deps.usage.money(
        db,
        limit.type as "deposit" | "loss",
        limit.userId,
        currency,
        window.start,
      );
      const percent = Number((used * 100n) / limit.value);
      if (percent < SIGNAL_RULES.limitNearPercent) continue;
      signals.push({
        userId: limit.userId,
        kind: "limit_near",
        detail: {
          type: limit.type,
          period: limit.period,
          used: toMajor(used),
          limit: toMajor(limit.value),
          percent,
          currency,
          resetsAt: window.end.toISOString(),
        },
        at: now,
      });
    }
    return signals;
  }

  async function longSessions(now: Date): Promise<Raw[]> {
    const rows = await deps.sessions.longRunning(
      SIGNAL_RULES.longSessionMs,
      SIGNAL_RULES.sessionSeenWithinMs,
    );
    return rows.map((row) => ({
      userId: row.userId,
      kind: "long_session" as const,
      detail: {
        minutes: Math.floor((now.getTime() - row.startedAt.getTime()) / 60_000),
        lastSeenAt: row.lastSeenAt.toISOString(),
      },
      at: row.startedAt,
    }));
  }

  /**
   * Per player, the first burst of `chaseDeposits` deposits within `chaseWindowMs` in the last day after which the
   * player was down (stakes above wins since a day before the burst's first deposit).
   */
  async function lossChasing(now: Date): Promise<Raw[]> {
    const since = new Date(now.getTime() - SIGNAL_RULES.chaseLookBackMs);
    const deposits = await wallet.transfersOfKinds(["deposit"], since, now, MAX_ROWS * 5);
    const byPlayer = new Map<string, typeof deposits>();
    for (const deposit of deposits) {
      if (!deposit.userId) continue;
      byPlayer.set(deposit.userId, [...(byPlayer.get(deposit.userId) ?? []), deposit]);
    }
    const signals: Raw[] = [];
    for (const [userId, list] of byPlayer) {
      const n = SIGNAL_RULES.chaseDeposits;
      for (let i = 0; i + n - 1 < list.length; i++) {
        const first = list[i]!;
        const last = list[i + n - 1]!;
        if (last.createdAt.getTime() - first.createdAt.getTime() > SIGNAL_RULES.chaseWindowMs) continue;
        const from = new Date(first.createdAt.getTime() - SIGNAL_RULES.chaseLookBackMs);
        const flows = await wallet.flows(db, userId, first.currency, [STAKE_KIND, WIN_KIND], from);
        const lost = -(flows[STAKE_KIND] ?? 0n) - (flows[WIN_KIND] ?? 0n);
        if (lost <= 0n) break;
        const burst = list.slice(i, i + n);
        signals.push({
          userId,
          kind: "loss_chasing",
          detail: {
            deposits: n,
            minutes: Math.ceil((last.createdAt.getTime() - first.createdAt.getTime()) / 60_000),
            deposited: toMajor(burst.reduce((sum, d) => sum + d.amount, 0n)),
            lost: toMajor(lost),
            currency: first.currency,
          },
          at: last.createdAt,
        });
        break;
      }
    }
    return signals;
  }

  return {
    async list(): Promise<ComplianceSignal[]> {
      const now = clock.now();
      const raw = [...(await limitsNear(now)), ...(await longSessions(now)), ...(await lossChasing(now))];
      const names = await deps.accounts.usernames([...new Set(raw.map((s) => s.userId))]);
      return raw
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .map((s) => ({ ...s, username: names.get(s.userId) ?? "", at: s.at.toISOString() }));
    },
  };
}

export type Signals = ReturnType<typeof createSignals>;
