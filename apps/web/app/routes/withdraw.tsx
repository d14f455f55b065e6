import { useTranslation } from "react-i18next";
import { usePlayer } from "../features/auth/api/get-session";
import { CashierPage } from "../features/cashier/components/cashier-page";
import { PendingWithdrawals } from "../features/cashier/components/pending-withdrawals";
import { WithdrawForm } from "../features/cashier/components/withdraw-form";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("withdraw", { noindex: true });

/** /{locale}/profile/transactions/withdrawmoney: the withdrawal form beside the pending withdrawals. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const player = usePlayer();
  if (!player) return null;
  return (
    <CashierPage title={t("pages.withdraw")} subtitle={t("cashier.withdraw.subtitle")}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <WithdrawForm currency={player.currency.code} />
        <PendingWithdrawals />
      </div>
    </CashierPage>
  );
}
