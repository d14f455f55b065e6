import type { LimitPeriod, LimitsResponse, LimitsUpdateRequest, LimitType } from "@casino/contract";

/** The windows a limit counts in, shortest first (UKGC RTS 12: 24 hours, 7 days, 1 month). */
export const PERIODS: readonly LimitPeriod[] = ["daily", "weekly", "monthly"];

/** The limit kinds on the page, in the order shown. */
export const LIMIT_KINDS: readonly LimitType[] = ["deposit", "wagering", "loss", "session"];

/** UKGC RTS 12: a raise or a removal waits this long; a new or lower limit applies at once. */
export const COOLING_OFF_MS = 24 * 3_600_000;

/** The body key of PUT /api/user/limits for each money limit. */
export const MONEY_LIMIT_FIELD = {
  deposit: "depositLimits",
  wagering: "wageringLimits",
  loss: "lossLimits",
} as const;
export type MoneyLimitKind = keyof typeof MONEY_LIMIT_FIELD;

/** One limit of any kind in one shape: money limits count major units, session limits minutes. */
export interface LimitView {
  period: LimitPeriod;
  value: number;
  used: number;
  remaining: number;
  resetsAt: string;
  /** A raise (value) or a removal (null) waiting out the 24 hours. */
  pending: { value: number | null; effectiveAt: string } | null;
}

/** The limits of one kind by period; a period without a limit is absent. */
export function limitsOf(response: LimitsResponse, kind: LimitType): Map<LimitPeriod, LimitView> {
  const views: LimitView[] =
    kind === "session"
      ? response.sessionLimits.map((limit) => ({
          period: limit.period,
          value: limit.minutes,
          used: limit.used,
          remaining: limit.remaining,
          resetsAt: limit.resetsAt,
          pending: limit.pending && { value: limit.pending.minutes, effectiveAt: limit.pending.effectiveAt },
        }))
      : response[MONEY_LIMIT_FIELD[kind]].map((limit) => ({
          period: limit.period,
          value: limit.amount,
          used: limit.used,
          remaining: limit.remaining,
          resetsAt: limit.resetsAt,
          pending: limit.pending && { value: limit.pending.amount, effectiveAt: limit.pending.effectiveAt },
        }));
  return new Map(views.map((view) => [view.period, view]));
}

/** How much of the limit is used, 0–100, for the bar. */
export function usedPercent(used: number, value: number): number {
  if (value <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / value) * 100)));
}

/** The bar's colour: calm, nearly used up (80 %), used up. */
export function usageTone(percent: number): "ok" | "warn" | "full" {
  if (percent >= 100) return "full";
  return percent >= 80 ? "warn" : "ok";
}

/**
 * What setting `requested` does to the limit in force (the server's rules in limits/limit-rules.ts): a new or
 * lower (or equal) limit applies at once and cancels a pending change; a higher one waits 24 hours; asking again
 * for the pending raise changes nothing.
 */
export type LimitChange = "new" | "lower" | "same" | "higher" | "alreadyPending";

export function limitChange(current: LimitView | undefined, requested: number): LimitChange {
  if (!current) return "new";
  if (requested < current.value) return "lower";
  if (requested === current.value) return "same";
  return current.pending?.value === requested ? "alreadyPending" : "higher";
}

/** When a change made `now` takes effect: at once, or after the cooling-off. */
export function changeEffectiveAt(change: LimitChange, now: number, pendingAt?: string): Date {
  if (change === "higher") return new Date(now + COOLING_OFF_MS);
  if (change === "alreadyPending" && pendingAt) return new Date(pendingAt);
  return new Date(now);
}

/** The most a limit may be: a session limit cannot be longer than its window (the server's rule). */
export const MAX_SESSION_MINUTES: Record<LimitPeriod, number> = {
  daily: 1_440,
  weekly: 10_080,
  monthly: 44_640,
};

/** Minutes typed by the player, or null when not a whole number from 1 to the period's window. */
export function parseMinutesInput(text: string, period: LimitPeriod): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= 1 && minutes <= MAX_SESSION_MINUTES[period] ? minutes : null;
}

/** A length of time as hours and minutes, for "2 h 30 min". */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/**
 * The PUT /api/user/limits body that sets one limit (docs/product/responsible-gambling.md#limits: amounts as numbers;
 * session time in minutes).
 */
export function limitBody(
  kind: LimitType,
  period: LimitPeriod,
  value: number,
  currency: string,
): LimitsUpdateRequest {
  if (kind === "session") return { sessionLimit: value, sessionLimitUnit: "minute", period };
  return { [MONEY_LIMIT_FIELD[kind]]: [{ period, amount: value, currency }] };
}
