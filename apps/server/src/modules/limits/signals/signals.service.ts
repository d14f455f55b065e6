import { type ComplianceSignal, type LimitPeriod, toMajor } from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import type { AccountService } from "../../account";
import type { AuditActor, AuditService } from "../../audit";
import type { SessionService } from "../../session";
import type { WalletService } from "../../wallet";
import { limitsStore } from "../limits.store";
import { periodWindow } from "../rules/period-window";
import { STAKE_KIND, type Usage, WIN_KIND } from "../usage";
import { acknowledgementsStore } from "./acknowledgements.store";

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
  /** The audit trail: an acknowledgement is recorded with it (none: not recorded, tests of the rules only). */
  audit?: Pick<AuditService, "record"> | undefined;
}

type Raw = Omit<ComplianceSignal, "username" | "at" | "acknowledgement"> & { at: Date };

/** How many acknowledged signals the acknowledged view lists, newest first. */
const ACKNOWLEDGED_SHOWN = 200;

/**
 * Responsible-gambling signals for the compliance desk, worked out when asked; only acknowledgements are stored
 * (decision 0214). A signal's id names its player, rule and cause, so an acknowledged one stays away until the cause
 * is new: another limit period, another session, another burst of deposits.
 */
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
        id: `limit_near:${limit.userId}:${limit.type}:${limit.period}:${currency}:${window.start.toISOString()}`,
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
      id: `long_session:${row.userId}:${row.startedAt.toISOString()}`,
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
   * player was down (stakes above wins since a day before the burst's first deposit) and that is not acknowledged
   * (`acknowledged`): a burst after an acknowledged one is a new cause.
   */
  async function lossChasing(now: Date, acknowledged: Set<string>): Promise<Raw[]> {
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
        const id = `loss_chasing:${userId}:${first.transferId}`;
        if (acknowledged.has(id)) {
          // Acknowledged: the next burst starts after this one's last deposit.
          i += n - 1;
          continue;
        }
        const burst = list.slice(i, i + n);
        signals.push({
          id,
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

  /** Every signal open now (acknowledged ones left out), newest first. */
  async function open(): Promise<ComplianceSignal[]> {
    const now = clock.now();
    const acknowledged = await acknowledgementsStore.recentIds(
      db,
      new Date(now.getTime() - 2 * SIGNAL_RULES.chaseLookBackMs - 31 * 86_400_000),
    );
    const raw = [
      ...(await limitsNear(now)),
      ...(await longSessions(now)),
      ...(await lossChasing(now, acknowledged)),
    ].filter((s) => !acknowledged.has(s.id));
    const names = await deps.accounts.usernames([...new Set(raw.map((s) => s.userId))]);
    return raw
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .map((s) => ({
        ...s,
        username: names.get(s.userId) ?? "",
        at: s.at.toISOString(),
        acknowledgement: null,
      }));
  }

  return {
    /** The open signals (default) or the acknowledged ones with who, when and their note. */
    async list(state: "open" | "acknowledged" = "open"): Promise<ComplianceSignal[]> {
      if (state === "open") return open();
      const rows = await acknowledgementsStore.latest(db, ACKNOWLEDGED_SHOWN);
      const names = await deps.accounts.usernames([...new Set(rows.flatMap((r) => [r.userId, r.staffId]))]);
      return rows.map((row) => ({
        id: row.signalId,
        userId: row.userId,
        username: names.get(row.userId) ?? "",
        kind: row.kind as ComplianceSignal["kind"],
        detail: row.detail,
        at: row.seenAt.toISOString(),
        acknowledgement: {
          staffId: row.staffId,
          staffUsername: names.get(row.staffId) ?? "",
          at: row.acknowledgedAt.toISOString(),
          note: row.note,
        },
      }));
    },

    /**
     * Acknowledges a signal open now with a note; recorded in the audit trail with it. A signal not open now is 404
     * SIGNAL_NOT_FOUND; one already acknowledged (also by a concurrent call) 409 SIGNAL_ACKNOWLEDGED, the first note
     * standing.
     */
    async acknowledge(signalId: string, note: string, actor: AuditActor): Promise<ComplianceSignal> {
      const signal = (await open()).find((s) => s.id === signalId);
      if (!signal) {
        if (await acknowledgementsStore.exists(db, signalId)) throw alreadyAcknowledged();
        throw new AppError("SIGNAL_NOT_FOUND", 404, "No such signal is open now");
      }
      const at = clock.now();
      await inTransaction(db, async (tx) => {
        const inserted = await acknowledgementsStore.insert(tx, {
          signalId,
          userId: signal.userId,
          kind: signal.kind,
          detail: signal.detail,
          seenAt: new Date(signal.at),
          note,
          staffId: actor.userId,
          acknowledgedAt: at,
        });
        if (!inserted) throw alreadyAcknowledged();
        await deps.audit?.record(tx, {
          actor,
          action: "compliance.signal-acknowledge",
          target: { type: "player", id: signal.userId },
          before: { signalId, kind: signal.kind, detail: signal.detail, acknowledged: false },
          after: { signalId, acknowledged: true, note },
        });
      });
      const names = await deps.accounts.usernames([actor.userId]);
      return {
        ...signal,
        acknowledgement: {
          staffId: actor.userId,
          staffUsername: names.get(actor.userId) ?? "",
          at: at.toISOString(),
          note,
        },
      };
    },
  };
}

const alreadyAcknowledged = () =>
  new AppError("SIGNAL_ACKNOWLEDGED", 409, "This signal was already acknowledged; the first note stands");

export type Signals = ReturnType<typeof createSignals>;
