import { Dices } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BankingHistory } from "../features/cashier/components/banking-history";
import { CashierCard, CashierPage } from "../features/cashier/components/cashier-page";
import { pageMeta } from "../shell/page-meta";
import { Tabs } from "../ui/tabs";

export const meta = pageMeta("history", { noindex: true });

type Tab = "banking" | "casino";

/** /{locale}/profile/history: banking history now; the casino's game history joins it with the casino. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "casino" ? "casino" : "banking";
  return (
    <CashierPage title={t("pages.history")} subtitle={t("cashier.history.subtitle")}>
      <CashierCard>
        <div className="mb-6 max-w-sm">
          <Tabs<Tab>
            label={t("cashier.history.tabs")}
            panelId="history-panel"
            value={tab}
            onChange={(next) => setParams(next === "casino" ? { tab: "casino" } : {}, { replace: true })}
            options={[
              { value: "banking", label: t("cashier.history.banking") },
              { value: "casino", label: t("cashier.history.casino") },
            ]}
          />
        </div>
        <div id="history-panel" role="tabpanel" aria-label={t(`cashier.history.${tab}`)}>
          {tab === "banking" ? (
            <BankingHistory />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-2/40 px-6 py-12 text-center">
              <Dices className="size-10 text-primary-strong" aria-hidden />
              <p className="text-lg font-bold">{t("cashier.history.casinoSoonTitle")}</p>
              <p className="max-w-md text-sm text-muted">{t("cashier.history.casinoSoon")}</p>
            </div>
          )}
        </div>
      </CashierCard>
    </CashierPage>
  );
}
