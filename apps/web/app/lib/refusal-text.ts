import {
  CLAIM_PERIODS,
  type ClaimLimitDetails,
  LIMIT_PERIODS,
  type LimitPeriod,
  type UrlLocale,
} from "@casino/contract";
import { formatDateTime, formatWeekdayTime } from "../i18n/format";
import { ApiError } from "./api-client";
import { isBoolean, isNumber, isRecord, isString, nullable, oneOf } from "./json/shape";
import { formatMoney } from "./money";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The details a responsible-gambling refusal carries (contract `LimitsErrorCode`): a reset time or an end. */
export interface RefusalDetails {
  /** End of a cool-off or self-exclusion (ISO); null = permanent. */
  until?: string | null;
  permanent?: boolean;
  /** Listed in the national register (ro). */
  nationalRegister?: boolean;
  period?: LimitPeriod;
  remaining?: number;
  resetsAt?: string;
  maxMonthlyDepositLimit?: number;
  /** Bonus refusals: why a claim or deposit code was refused, and a bonus's maximum bet. */
  reason?: string;
  maxBet?: number;
  /** An offer with a day and time window: when it opens next (ISO). */
  nextOpening?: string | null;
}

const REFUSAL_FIELDS: Record<keyof RefusalDetails, (value: unknown) => boolean> = {
  until: nullable(isString),
  permanent: isBoolean,
  nationalRegister: isBoolean,
  period: oneOf(LIMIT_PERIODS),
  remaining: isNumber,
  resetsAt: isString,
  maxMonthlyDepositLimit: isNumber,
  reason: isString,
  maxBet: isNumber,
  nextOpening: nullable(isString),
};

/**
 * A refusal's details, each field present only when it has its type; undefined when the details are not an object
 * or a field has the wrong type (then no detail is shown). refusal-text.test.ts holds it to the schema it replaces.
 */
export function readRefusalDetails(details: unknown): RefusalDetails | undefined {
  if (!isRecord(details)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(REFUSAL_FIELDS)) {
    const value = details[key];
    if (value === undefined) continue;
    if (!check(value)) return undefined;
    out[key] = value;
  }
  return out as RefusalDetails;
}

const isClaimCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 100;

/** The details of a BONUS_CLAIM_LIMIT refusal as `ClaimLimitDetails` reads them, else undefined. */
export function readClaimLimit(details: unknown): ClaimLimitDetails | undefined {
  if (!isRecord(details)) return undefined;
  const { count, period, nextClaim } = details;
  if (!isClaimCount(count) || !oneOf(CLAIM_PERIODS)(period) || !isString(nextClaim)) return undefined;
  return { count, period, nextClaim };
}

/**
 * A bonus whose claims of this day, week or month are used up ("once per player per week"): how often it can be
 * claimed and from when again, on the Amsterdam clock. Null when the details are not a claim limit's.
 */
export function claimLimitText(t: Translate, details: unknown, locale: UrlLocale): string | null {
  const limit = readClaimLimit(details);
  if (!limit) return null;
  const { count, period, nextClaim } = limit;
  return t(count === 1 ? "bonus.refusals.LIMIT_ONCE" : "bonus.refusals.LIMIT_TIMES", {
    count,
    period: t(`bonus.refusals.period.${period}`),
    date: formatWeekdayTime(nextClaim, locale),
  });
}

/**
 * The player's text for a responsible-gambling refusal (login blocked by a break, a self-exclusion or the
 * session-time limit; a deposit or stake over a limit), with the reset or end time on the Amsterdam clock, or null
 * for any other error. Shared by the login screen (auth) and the limits page, which may not import each other.
 */
export function refusalText(
  t: Translate,
  error: unknown,
  { locale, currency }: { locale: UrlLocale; currency?: string },
): string | null {
  if (!(error instanceof ApiError)) return null;
  const details = readRefusalDetails(error.details ?? {}) ?? {};
  const date = (iso: string | null | undefined) => (iso ? formatDateTime(iso, locale) : "");
  const money = (amount: number | undefined) =>
    amount === undefined ? "" : currency ? formatMoney(amount, currency, locale) : String(amount);
  const period = details.period ? t(`rg.periodAdj.${details.period}`) : "";
  switch (error.code) {
    case "COOL_OFF":
      return t("rg.errors.COOL_OFF", { date: date(details.until) });
    case "SELF_EXCLUDED":
      if (details.nationalRegister) return t("rg.errors.SELF_EXCLUDED_REGISTER");
      if (!details.until) return t("rg.errors.SELF_EXCLUDED_PERMANENT");
      return t("rg.errors.SELF_EXCLUDED", { date: date(details.until) });
    case "SESSION_LIMIT":
      return t("rg.errors.SESSION_LIMIT", { period, date: date(details.resetsAt) });
    case "DEPOSIT_LIMIT":
    case "WAGERING_LIMIT":
    case "LOSS_LIMIT":
      return t(`rg.errors.${error.code}`, {
        period,
        remaining: money(details.remaining),
        date: date(details.resetsAt),
      });
    case "DEPOSIT_LIMIT_REQUIRED":
      return t("rg.errors.DEPOSIT_LIMIT_REQUIRED", { max: money(details.maxMonthlyDepositLimit) });
    case "LIMIT_NOT_ALLOWED":
      return details.maxMonthlyDepositLimit === undefined
        ? t("rg.errors.LIMIT_NOT_ALLOWED")
        : t("rg.errors.LIMIT_NOT_ALLOWED_MAX", { max: money(details.maxMonthlyDepositLimit) });
    case "EXCLUSION_NOT_SHORTENABLE":
      return details.until
        ? t("rg.errors.EXCLUSION_NOT_SHORTENABLE", { date: date(details.until) })
        : t("rg.errors.EXCLUSION_NOT_SHORTENABLE_PERMANENT");
    case "BONUS_NOT_APPLICABLE": {
      // "Error applying bonus" (docs/product/bonuses.md#errors), with the reason when it is one we can say.
      const why = details.reason ? t(`bonus.refusals.${details.reason}`, { defaultValue: "" }) : "";
      return why ? `${t("bonus.errors.apply")}: ${why}` : t("bonus.errors.apply");
    }
    case "CAMPAIGN_NOT_AVAILABLE_NOW":
      // A deposit code of an offer whose window is closed (a Friday reload on a Saturday).
      return `${t("bonus.errors.apply")}: ${
        details.nextOpening
          ? t("bonus.refusals.NOT_NOW", { date: formatWeekdayTime(details.nextOpening, locale) })
          : t("bonus.refusals.NOT_AVAILABLE")
      }`;
    case "BONUS_CLAIM_LIMIT": {
      // A deposit code of an offer the player has already had as often as it allows this week (COMET50).
      const why = claimLimitText(t, error.details, locale);
      return why ? `${t("bonus.errors.apply")}: ${why}` : t("bonus.errors.apply");
    }
    case "BONUS_MAX_BET":
      return t("bonus.errors.maxBet", { amount: money(details.maxBet) });
    default:
      return null;
  }
}
