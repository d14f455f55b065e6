import type { WalletBonus } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { progressPercent } from "../bonus-lists";

/** Wagering progress: a bar with the amounts wagered and required (an accessible progressbar). */
export function ProgressBar({ bonus }: { bonus: WalletBonus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = progressPercent(bonus.progress);
  const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
  const text = t("bonus.active.progress", {
    wagered: money(bonus.progress.wagered),
    required: money(bonus.progress.required),
  });
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-muted">{t("bonus.active.wagering")}</span>
        <span className="tabular-nums text-text" data-testid="bonus-progress-text">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t("bonus.active.wagering")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-linear-to-r from-primary to-accent transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
