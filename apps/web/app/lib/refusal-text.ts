import { ClaimLimitDetails, LimitPeriod, type UrlLocale } from "@casino/contract";
import { z } from "zod";
import { formatDateTime, formatWeekdayTime } from "../i18n/format";
import { ApiError } from "./api-client";
import { formatMoney } from "./money";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The details a responsible-gambling refusal carries (contract `LimitsErrorCode`): a reset time or an end. */
const RefusalDetails = z
  .object({
    /** End of a cool-off or self-exclusion (ISO); null = permanent. */
    until: z.string().nullable(),
    permanent: z.boolean(),
    /** Listed in the national register (ro). */
    nationalRegister: z.boolean(),
    period: LimitPeriod,
    remaining: z.number(),
    resetsAt: z.string(),
    maxMonthlyDepositLimit: z.number(),
    /** Bonus refusals: why a claim or deposit code was refused, and a bonus's maximum bet. */
    reason: z.string(),
    maxBet: z.number(),
    /** An offer with a day and time window: when it opens next (ISO). */
    nextOpening: z.string().nullable(),
  })
  .partial();

/**
 * A bonus whose claims of this day, week or month are used up ("once per player per week"): how often it can be
 * claimed and from when again, on the Amsterdam clock. Null when the details are not a claim limit's.
 */
export function claimLimitText(t: Translate, details: unknown, locale: UrlLocale): string | null {
  const parsed = ClaimLimitDetails.safeParse(details);
  if (!parsed.success) return null;
  const { count, period, nextClaim } = parsed.data;
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
  const parsed = RefusalDetails.safeParse(error.details ?? {});
  const details = parsed.success ? parsed.data : {};
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
