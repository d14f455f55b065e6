import { formatMinor, type LimitPeriod, type LimitsErrorCode, TIME_ZONE, toMajor } from "@casino/contract";
import { AppError } from "../../platform/errors";

const error = (code: LimitsErrorCode, status: number, message: string, details?: Record<string, unknown>) =>
  new AppError(code, status, message, details);

/** "2026-11-23 00:00" on the Amsterdam wall clock: refusal messages state when a window resets. */
export function amsterdamTime(instant: Date): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
}

const money = (minor: bigint, currency: string) => `${formatMinor(minor)} ${currency}`;

/** A money limit that would be passed: how much is left in the binding window and when it resets. */
export interface MoneyRefusal {
  type: "deposit" | "wagering" | "loss";
  period: LimitPeriod;
  limit: bigint;
  remaining: bigint;
  resetsAt: Date;
  currency: string;
}

const CODES = { deposit: "DEPOSIT_LIMIT", wagering: "WAGERING_LIMIT", loss: "LOSS_LIMIT" } as const;
const VERBS = { deposit: "deposit", wagering: "stake", loss: "lose" } as const;

/** 403 DEPOSIT_LIMIT / WAGERING_LIMIT / LOSS_LIMIT, stating the remaining amount and the reset time. */
export const limitReached = (r: MoneyRefusal) =>
  error(
    CODES[r.type],
    403,
    `This would exceed your ${r.period} ${r.type} limit of ${money(r.limit, r.currency)}. You can ` +
      `${VERBS[r.type]} ${money(r.remaining, r.currency)} more until it resets on ` +
      `${amsterdamTime(r.resetsAt)} (Amsterdam time).`,
    {
      period: r.period,
      limit: toMajor(r.limit),
      remaining: toMajor(r.remaining),
      resetsAt: r.resetsAt.toISOString(),
    },
  );

/** The text and details of a cool-off or self-exclusion in force, for refusals of login, deposits and play. */
export function exclusionBlock(kind: string, endsAt: Date | null) {
  const code = kind === "cool_off" ? ("COOL_OFF" as const) : ("SELF_EXCLUDED" as const);
  const what = kind === "cool_off" ? "on a cool-off break" : "self-excluded";
  const until = endsAt ? `until ${amsterdamTime(endsAt)} (Amsterdam time)` : "permanently";
  return {
    code,
    message: `Your account is ${what} ${until}.`,
    details: { until: endsAt?.toISOString() ?? null, permanent: endsAt === null },
  };
}

export const excluded = (kind: string, endsAt: Date | null) => {
  const block = exclusionBlock(kind, endsAt);
  return error(block.code, 403, block.message, block.details);
};

/** Germany (GlüStV 2021 § 6c): no deposit without a monthly deposit limit of at most 1,000 EUR. */
export const depositLimitRequired = (max: bigint, currency: string) =>
  error(
    "DEPOSIT_LIMIT_REQUIRED",
    403,
    `Set a monthly deposit limit of at most ${money(max, currency)} before you deposit.`,
    { maxMonthlyDepositLimit: toMajor(max) },
  );

export const limitNotAllowed = (message: string, details?: Record<string, unknown>) =>
  error("LIMIT_NOT_ALLOWED", 400, message, details);

export const notShortenable = (endsAt: Date | null) =>
  error(
    "EXCLUSION_NOT_SHORTENABLE",
    409,
    endsAt
      ? `You are already excluded until ${amsterdamTime(endsAt)} (Amsterdam time); it can only be lengthened.`
      : "You are already excluded permanently.",
    { until: endsAt?.toISOString() ?? null },
  );

export const autoplayNotAllowed = () =>
  error("AUTOPLAY_NOT_ALLOWED", 403, "Autoplay is not available in your jurisdiction.");

export const roundTooFast = (minGapMs: number, nextAt: Date) =>
  error("ROUND_TOO_FAST", 403, `A new round can start ${minGapMs / 1000} seconds after the previous one.`, {
    nextRoundAt: nextAt.toISOString(),
  });

export const stakeTooHigh = (max: bigint, currency: string) =>
  error("STAKE_TOO_HIGH", 403, `The highest stake per spin is ${money(max, currency)}.`, {
    maxStake: toMajor(max),
  });

/** A request field that passed the schema but not the rules (same shape as the schema's own 400). */
export const invalidField = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", 400, message, { issues: [{ path, message }] });

export const currencyMismatch = (expected: string) =>
  new AppError("CURRENCY_MISMATCH", 400, `Your account is in ${expected}`, { expected });

/** The login refusal of a reached session-time limit: when the player may log in again. */
export function sessionLimitBlock(period: LimitPeriod, minutes: number, resetsAt: Date) {
  return {
    code: "SESSION_LIMIT" as const,
    message:
      `You have reached your ${period} session-time limit of ${minutes} minutes. You can log in again from ` +
      `${amsterdamTime(resetsAt)} (Amsterdam time).`,
    details: { period, limit: minutes, remaining: 0, resetsAt: resetsAt.toISOString() },
  };
}
