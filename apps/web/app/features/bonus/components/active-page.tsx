import type { WalletBonus } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useBonusWallet } from "../api/get-bonus-wallet";
import { activeBonuses, bonusHistory } from "../bonus-lists";
import { ActiveCard } from "./active-card";
import { BonusesFrame, BonusSection } from "./bonuses-frame";
import { ForfeitDialog } from "./forfeit-dialog";
import { HistoryList } from "./history-list";

/**
 * /profile/bonuses/active: the open bonuses (oldest grant first, with their wagering progress) and the history
 * (newest first). The wallet is polled every 5 seconds while this page is open.
 */
export function ActivePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const wallet = useBonusWallet({ poll: true });
  const [forfeiting, setForfeiting] = useState<WalletBonus | null>(null);
  const bonuses = wallet.data?.bonuses;
  const active = bonuses ? activeBonuses(bonuses) : undefined;
  const history = bonuses ? bonusHistory(bonuses) : undefined;
  return (
    <BonusesFrame title={t("pages.bonusesActive")}>
      {wallet.isError ? <LoadError message={t("bonus.loadFailed")} onRetry={() => wallet.refetch()} /> : null}
      {wallet.data ? (
        <p className="text-sm text-muted">
          {t("bonus.active.total", {
            amount: formatMoney(wallet.data.totalClaimedAmount, wallet.data.currency, locale),
          })}
        </p>
      ) : null}
      <BonusSection title={t("bonus.active.title")} titleId="bonus-active">
        {active && !active.length ? (
          <Notice tone="info">
            {t("bonus.active.none")}{" "}
            <Link to={localized(locale, "/profile/bonuses")} className="font-bold underline">
              {t("bonus.active.browse")}
            </Link>
          </Notice>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2">
          {active
            ? active.map((bonus) => <ActiveCard key={bonus.id} bonus={bonus} onForfeit={setForfeiting} />)
            : [1, 2].map((n) => <Skeleton key={n} className="h-64 rounded-3xl" />)}
        </div>
      </BonusSection>
      {history?.length ? (
        <BonusSection title={t("bonus.history.title")} titleId="bonus-history">
          <HistoryList bonuses={history} />
        </BonusSection>
      ) : null}
      <ForfeitDialog bonus={forfeiting} onClose={() => setForfeiting(null)} />
    </BonusesFrame>
  );
}
