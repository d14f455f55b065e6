import { useTranslation } from "react-i18next";
import { usePlayer } from "../features/auth/api/get-session";
import { BalanceOverview } from "../features/cashier/components/balance-overview";
import { CashierPage } from "../features/cashier/components/cashier-page";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("totalBalance", { noindex: true });

/** /{locale}/profile/totalbalance: real, bonus, total, withdrawable and pending money, and the lifetime summary. */
export default function TotalBalancePage() {
  const { t } = useTranslation();
  const player = usePlayer();
  if (!player) return null;
  return (
    <CashierPage title={t("pages.totalBalance")} subtitle={t("cashier.balance.subtitle")}>
      <BalanceOverview currency={player.currency.code} />
    </CashierPage>
  );
}
