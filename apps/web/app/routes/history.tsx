import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CasinoHistory } from "../features/account/components/casino-history";
import { LoginHistory } from "../features/account/components/login-history";
import { BankingHistory } from "../features/cashier/components/banking-history";
import { CashierCard, CashierPage } from "../features/cashier/components/cashier-page";
import { pageMeta } from "../shell/page-meta";
import { Tabs } from "../ui/tabs";

export const meta = pageMeta("history", { noindex: true });

type Tab = "banking" | "casino" | "logins";
const TABS: Tab[] = ["banking", "casino", "logins"];

/** /{locale}/profile/history: banking, casino rounds and logins, each a tab (kept in ?tab= so it can be linked). */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get("tab")) ?? "banking";
  return (
    <CashierPage title={t("pages.history")} subtitle={t("cashier.history.subtitle")}>
      <CashierCard>
        <div className="mb-6 max-w-md">
          <Tabs<Tab>
            label={t("cashier.history.tabs")}
            panelId="history-panel"
            value={tab}
            onChange={(next) => setParams(next === "banking" ? {} : { tab: next }, { replace: true })}
            options={[
              { value: "banking", label: t("cashier.history.banking") },
              { value: "casino", label: t("cashier.history.casino") },
              { value: "logins", label: t("account.logins") },
            ]}
          />
        </div>
        <div
          id="history-panel"
          role="tabpanel"
          aria-label={t(tab === "logins" ? "account.logins" : `cashier.history.${tab}`)}
        >
          {tab === "banking" ? <BankingHistory /> : tab === "casino" ? <CasinoHistory /> : <LoginHistory />}
        </div>
      </CashierCard>
    </CashierPage>
  );
}
