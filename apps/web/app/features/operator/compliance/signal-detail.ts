import type { ComplianceSignal } from "@casino/contract";
import { formatDateTime } from "../../../i18n/format";
import { formatMoney } from "../../../lib/money";

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Locale = Parameters<typeof formatDateTime>[1];

/** One sentence for what a signal's rule saw, with money in the player's currency and times in Amsterdam. */
export function signalDetail(t: Translate, signal: ComplianceSignal, locale: Locale): string {
  const d = signal.detail;
  const money = (value: unknown) => formatMoney(Number(value), String(d.currency ?? "EUR"), locale);
  if (signal.kind === "limit_near")
    return t("operator.compliance.details.limit_near", {
      type: t(`operator.compliance.limitTypes.${String(d.type)}`),
      period: t(`operator.compliance.periods.${String(d.period)}`),
      percent: d.percent,
      used: money(d.used),
      limit: money(d.limit),
    });
  if (signal.kind === "long_session")
    return t("operator.compliance.details.long_session", {
      minutes: d.minutes,
      lastSeen: formatDateTime(String(d.lastSeenAt), locale),
    });
  return t("operator.compliance.details.loss_chasing", {
    deposits: d.deposits,
    minutes: d.minutes,
    deposited: money(d.deposited),
    lost: money(d.lost),
  });
}
