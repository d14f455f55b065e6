import {
  type LimitPeriod,
  type LimitsResponse,
  type LimitType,
  type MoneyLimit,
  type MoneyLimitInput,
  parseMajor,
  type SessionLimit,
  toMajor,
} from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { notFound } from "../../platform/errors";
import type { AccountService } from "../account";
import type { SessionService } from "../session";
import { hasRequiredMonthlyLimit } from "./enforcement.service";
import type { Exclusions } from "./exclusions/exclusions.service";
import { currencyMismatch, invalidField, limitNotAllowed } from "./limits.errors";
import { type LimitRow, limitsStore } from "./limits.store";
import { planChange } from "./rules/limit-rules";
import { periodWindow } from "./rules/period-window";
import type { PlayerRulesService } from "./rules/player-rules";
import type { MoneyLimitType, Usage } from "./usage";

export interface LimitSettingsDeps {
  db: Db;
  clock: Clock;
  /** The rules of each player's country of residence. */
  rules: PlayerRulesService;
  usage: Usage;
  exclusions: Exclusions;
  sessions: SessionService;
  accounts: AccountService;
  /** Called after a change, so a cached session verdict is not reused. */
  changed(userId: string): void;
}

const PERIOD_ORDER: LimitPeriod[] = ["daily", "weekly", "monthly"];
/** A session limit cannot be longer than its window. */
const PERIOD_MINUTES: Record<LimitPeriod, number> = { daily: 1_440, weekly: 10_080, monthly: 44_640 };
/** 10 billion in major units: far above any real limit, far below where JSON numbers lose cents. */
const MAX_AMOUNT = 1_000_000_000_000n;

/**
 * The names the DELETE path accepts for each limit type (ours, and the body keys clients set limits with:
 * docs/product/responsible-gambling.md#limit-changes).
 */
const TYPE_NAMES: Record<string, LimitType> = {
  deposit: "deposit",
  depositLimits: "deposit",
  wagering: "wagering",
  wageringLimits: "wagering",
  loss: "loss",
  lossLimits: "loss",
  session: "session",
  sessionLimit: "session",
  sessionLimits: "session",
  cumulativeSession: "session",
};

const byPeriod = (a: LimitRow, b: LimitRow) =>
  PERIOD_ORDER.indexOf(a.period as LimitPeriod) - PERIOD_ORDER.indexOf(b.period as LimitPeriod);

/** Reading and changing the player's limits (UKGC RTS 12 rules in limit-rules.ts). */
export function createLimitSettings(deps: LimitSettingsDeps) {
  const { db, clock, rules, usage } = deps;

  const currencyOf = async (userId: string) => (await deps.accounts.contactOf(userId))?.currency ?? "EUR";

  async function moneyView(
    type: MoneyLimitType,
    rows: LimitRow[],
    userId: string,
    currency: string,
    now: Date,
  ) {
    return Promise.all(
      rows
        .filter((r) => r.type === type)
        .sort(byPeriod)
        .map(async (row): Promise<MoneyLimit> => {
          const window = periodWindow(row.period as LimitPeriod, now);
          const used = await usage.money(db, type, userId, currency, window.start);
          return {
            period: row.period as LimitPeriod,
            amount: toMajor(row.value),
            currency: row.currency ?? currency,
            used: toMajor(used),
            remaining: toMajor(row.value > used ? row.value - used : 0n),
            resetsAt: window.end.toISOString(),
            pending: row.pendingAt
              ? {
                  amount: row.pendingValue === null ? null : toMajor(row.pendingValue),
                  effectiveAt: row.pendingAt.toISOString(),
                }
              : null,
          };
        }),
    );
  }

  async function sessionView(rows: LimitRow[], userId: string, now: Date) {
    return Promise.all(
      rows
        .filter((r) => r.type === "session")
        .sort(byPeriod)
        .map(async (row): Promise<SessionLimit> => {
          const window = periodWindow(row.period as LimitPeriod, now);
          const used = Math.floor((await deps.sessions.loggedInMs(userId, window.start, now)) / 60_000);
          const minutes = Number(row.value);
          return {
            period: row.period as LimitPeriod,
            minutes,
            used,
            remaining: Math.max(0, minutes - used),
            resetsAt: window.end.toISOString(),
            pending: row.pendingAt
              ? {
                  minutes: row.pendingValue === null ? null : Number(row.pendingValue),
                  effectiveAt: row.pendingAt.toISOString(),
                }
              : null,
          };
        }),
    );
  }

  async function view(userId: string): Promise<LimitsResponse> {
    const now = clock.now();
    const currency = await currencyOf(userId);
    const rows = await limitsStore.current(db, userId, now);
    const { profile } = await rules.of(userId);
    const [depositLimits, wageringLimits, lossLimits, sessionLimits, status] = await Promise.all([
      moneyView("deposit", rows, userId, currency, now),
      moneyView("wagering", rows, userId, currency, now),
      moneyView("loss", rows, userId, currency, now),
      sessionView(rows, userId, now),
      deps.exclusions.status(userId),
    ]);
    // UK: offer a deposit limit before the first deposit, unless the player already has one.
    const promptForLimit =
      profile.promptForLimit &&
      depositLimits.length === 0 &&
      (await usage.money(db, "deposit", userId, currency, new Date(0))) === 0n;
    const max = profile.maxMonthlyDepositLimit;
    return {
      depositLimits,
      wageringLimits,
      lossLimits,
      sessionLimits,
      ...status,
      currency,
      promptForLimit,
      depositLimitRequired: max !== null && !hasRequiredMonthlyLimit(rows, max),
      maxMonthlyDepositLimit: max === null ? null : toMajor(max),
    };
  }

  /** Applies one requested value per period, under the player's lock. */
  async function change(
    userId: string,
    type: LimitType,
    wanted: Map<LimitPeriod, bigint | null>,
    currency: string | null,
  ) {
    const now = clock.now();
    await inTransaction(db, async (tx) => {
      await limitsStore.lockPlayer(tx, userId);
      const rows = await limitsStore.current(tx, userId, now);
      for (const [period, requested] of wanted) {
        const current = rows.find((r) => r.type === type && r.period === period);
        const plan = planChange(current, requested, now);
        const key = { userId, type, period };
        if (plan.kind === "now") await limitsStore.setNow(tx, { ...key, value: plan.value, currency }, now);
        if (plan.kind === "pending") await limitsStore.setPending(tx, key, plan.value, plan.at, now);
      }
    });
    deps.changed(userId);
  }

  return {
    view,

    async setMoneyLimits(userId: string, type: MoneyLimitType, items: MoneyLimitInput[]) {
      const currency = await currencyOf(userId);
      const max = (await rules.of(userId)).profile.maxMonthlyDepositLimit;
      const field = `body.${type}Limits`;
      const wanted = new Map<LimitPeriod, bigint | null>();
      items.forEach((item, i) => {
        const amount = parseMajor(item.amount);
        if (amount === null || amount <= 0n || amount > MAX_AMOUNT) {
          throw invalidField(`${field}.${i}.amount`, "Enter a positive amount with at most two decimals");
        }
        if (item.currency && item.currency !== currency) throw currencyMismatch(currency);
        if (type === "deposit" && item.period === "monthly" && max !== null && amount > max) {
          throw limitNotAllowed(`The monthly deposit limit can be at most ${toMajor(max)} ${currency} here`, {
            maxMonthlyDepositLimit: toMajor(max),
          });
        }
        wanted.set(item.period, amount);
      });
      await change(userId, type, wanted, currency);
    },

    async setSessionLimit(userId: string, minutes: number, period: LimitPeriod = "daily") {
      if (minutes > PERIOD_MINUTES[period]) {
        throw invalidField(
          "body.sessionLimit",
          `A ${period} limit can be at most ${PERIOD_MINUTES[period]} minutes`,
        );
      }
      await change(userId, "session", new Map([[period, BigInt(minutes)]]), null);
    },

    /** Removes limits; like an increase, a removal takes effect 24 hours later. */
    async remove(userId: string, typeName: string, periods: LimitPeriod[] = PERIOD_ORDER) {
      const type = TYPE_NAMES[typeName];
      if (!type) throw notFound(`No limit type ${typeName}`);
      const { profile } = await rules.of(userId);
      if (type === "deposit" && periods.includes("monthly") && profile.maxMonthlyDepositLimit !== null) {
        throw limitNotAllowed("The monthly deposit limit cannot be removed here; lower or raise it instead");
      }
      await change(userId, type, new Map(periods.map((p) => [p, null])), null);
    },
  };
}

export type LimitSettings = ReturnType<typeof createLimitSettings>;
