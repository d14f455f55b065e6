import type { WalletBonus } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";

/** Ended bonuses, newest first: how each ended and what it turned into. */
export function HistoryList({ bonuses }: { bonuses: WalletBonus[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-3xl border border-border/70 bg-surface shadow-card">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("bonus.history.bonus")}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("bonus.history.granted")}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("bonus.history.status")}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              {t("bonus.history.converted")}
            </th>
          </tr>
        </thead>
        <tbody>
          {bonuses.map((bonus) => (
            <tr key={bonus.id} className="border-t border-border/60" data-testid={`history-${bonus.code}`}>
              <td className="px-5 py-3 font-semibold">{bonus.name}</td>
              <td className="px-5 py-3 text-muted">{formatDateTime(bonus.grantedDate, locale)}</td>
              <td className="px-5 py-3">
                {bonus.kind === "cashback" && bonus.status === "forfeited"
                  ? t("bonus.status.optedOut")
                  : t(`bonus.status.${bonus.status}`)}
              </td>
              <td className="px-5 py-3 text-right tabular-nums">
                {bonus.convertedAmount === null
                  ? "—"
                  : formatMoney(bonus.convertedAmount, bonus.currency, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
