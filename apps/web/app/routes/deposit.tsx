import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { CashierPage } from "../features/cashier/components/cashier-page";
import { DepositPanel } from "../features/cashier/components/deposit-panel";
import { DepositResult } from "../features/cashier/components/deposit-result";
import { useDepositDraft } from "../features/cashier/deposit-draft";
import { parseProviderResult } from "../features/cashier/deposit-outcome";
import { DepositLimitGate } from "../features/limits/components/deposit-limit-gate";
import { useSnoozeBalanceWarningOnDeposit } from "../features/limits/hooks/use-snooze-after-deposit";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("deposit", { noindex: true });

/**
 * /{locale}/profile/transactions/depositmoney: the deposit form, or — when the payment provider sends the player
 * back with `?tx=…&result=…` — the result of that deposit.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const player = usePlayer();
  const [params, setParams] = useSearchParams();
  const transactionId = params.get("tx");
  const snoozeBalanceWarning = useSnoozeBalanceWarningOnDeposit();
  // A bonus page's "Deposit now" sends ?bonusCode=…: the deposit form opens with the code filled in.
  const bonusCode = params.get("bonusCode");
  useEffect(() => {
    if (bonusCode) useDepositDraft.getState().set({ bonusCode: bonusCode.slice(0, 40) });
  }, [bonusCode]);
  if (!player) return null;
  return (
    <CashierPage title={t("pages.deposit")} subtitle={t("cashier.deposit.subtitle")}>
      {transactionId ? (
        <DepositResult
          key={transactionId}
          transactionId={transactionId}
          result={parseProviderResult(params.get("result"))}
          onRetry={() => setParams({}, { replace: true })}
          onSuccess={snoozeBalanceWarning}
        />
      ) : (
        <DepositPanel currency={player.currency.code} Gate={DepositLimitGate} />
      )}
    </CashierPage>
  );
}
