import type { LimitType } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { splitMinutes } from "../limit-view";

/** Shows a limit's value: money in the account currency, or a session time as "2 h 30 min". */
export function useLimitFormat(kind: LimitType, currency: string): (value: number) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  if (kind !== "session") return (value) => formatMoney(value, currency, locale);
  return (value) => {
    const { hours, minutes } = splitMinutes(value);
    if (!hours) return t("rg.duration.minutes", { minutes });
    return minutes ? t("rg.duration.hoursMinutes", { hours, minutes }) : t("rg.duration.hours", { hours });
  };
}

/** "daily deposit limit" / "Einzahlungslimit (täglich)": the name of one limit inside a sentence. */
export function useLimitName(): (kind: LimitType, period: string) => string {
  const { t } = useTranslation();
  return (kind, period) => t(`rg.kinds.${kind}.name`, { period: t(`rg.periodAdj.${period}`) });
}
