import { BonusRefusal, CampaignClosedDetails, type UrlLocale } from "@casino/contract";
import { z } from "zod";
import { formatWeekdayTime } from "../../i18n/format";
import { ApiError } from "../../lib/api-client";
import { claimLimitText } from "../../lib/refusal-text";

type Translate = (key: string, options?: Record<string, unknown>) => string;

const Details = z.object({ reason: BonusRefusal });

/**
 * "Error applying bonus" (docs/product/bonuses.md#errors), in the player's language, with the reason when the server
 * gave one we know (already claimed, first deposit only, …), when an offer with a day and time window opens next, or
 * when one claimed as often as it allows this week can be claimed again.
 */
export function applyErrorText(t: Translate, error: unknown, locale: UrlLocale = "en"): string {
  const title = t("bonus.errors.apply");
  if (!(error instanceof ApiError)) return title;
  if (error.code === "CAMPAIGN_NOT_AVAILABLE_NOW") {
    const details = CampaignClosedDetails.safeParse(error.details);
    const next = details.success ? details.data.nextOpening : null;
    return `${title}: ${next ? t("bonus.refusals.NOT_NOW", { date: formatWeekdayTime(next, locale) }) : t("bonus.refusals.NOT_AVAILABLE")}`;
  }
  if (error.code === "BONUS_CLAIM_LIMIT") {
    const why = claimLimitText(t, error.details, locale);
    return why ? `${title}: ${why}` : title;
  }
  if (error.code === "BONUS_NOT_APPLICABLE") {
    const details = Details.safeParse(error.details);
    return details.success ? `${title}: ${t(`bonus.refusals.${details.data.reason}`)}` : title;
  }
  if (error.code === "RATE_LIMITED" || error.status >= 500) return `${title}: ${t("bonus.errors.tryAgain")}`;
  return title;
}
