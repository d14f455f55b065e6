import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type TabOption, Tabs } from "../../../ui/tabs";
import { useCampaigns } from "../api/get-campaigns";
import { usePendingDocuments } from "../api/get-documents";
import { useOpenReviews } from "../api/get-reviews";
import { useStaffAccess } from "../api/get-staff-access";
import { useWithdrawals } from "../api/get-withdrawals";
import { useSiteSettings } from "../api/maintenance";
import { campaignState } from "../campaign-view";
import { TAB_PERMISSION } from "../navigation";
import { OPERATOR_TABS, type OperatorTab, operatorTabParams, readOperatorTab } from "../operator-tab";
import { BonusCampaigns } from "./bonus-campaigns";
import { DocumentQueue } from "./document-queue";
import { ReviewQueue } from "./review-queue";
import { SiteSettings } from "./site-settings";
import { WithdrawalQueue } from "./withdrawal-queue";

const PANELS: Record<OperatorTab, () => ReactNode> = {
  withdrawals: () => <WithdrawalQueue />,
  documents: () => <DocumentQueue />,
  reviews: () => <ReviewQueue />,
  site: () => <SiteSettings />,
  bonuses: () => <BonusCampaigns />,
};

/**
 * The desk: the work queues the caller's roles allow, each tab with what waits in it (or what runs); the tab is kept
 * in ?tab= so it can be linked and survives a reload.
 */
export function Desk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const permissions = useStaffAccess().data?.permissions ?? [];
  const allowed = OPERATOR_TABS.filter((name) => permissions.includes(TAB_PERMISSION[name]));
  const may = (name: OperatorTab) => allowed.includes(name);
  const asked = readOperatorTab(params.get("tab"));
  const tab = may(asked) ? asked : (allowed[0] ?? asked);
  // The same queries the panels read (one request each): the tabs say how much waits before they are opened.
  const waiting = {
    withdrawals: useWithdrawals(may("withdrawals")).data?.items.length,
    documents: usePendingDocuments(may("documents")).data?.items.length,
    reviews: useOpenReviews(may("reviews")).data?.items.length,
  };
  const maintenance = useSiteSettings().data?.maintenance;
  const campaigns = useCampaigns(false, may("bonuses")).data?.items;
  const now = new Date();
  const active = campaigns?.filter((campaign) => campaignState(campaign, now) === "active").length;
  const count = (n: number | undefined) => (n === undefined ? "…" : t("operator.tabs.waiting", { count: n }));
  const all: TabOption<OperatorTab>[] = [
    { value: "withdrawals", label: t("operator.tabs.withdrawals"), detail: count(waiting.withdrawals) },
    { value: "documents", label: t("operator.tabs.documents"), detail: count(waiting.documents) },
    { value: "reviews", label: t("operator.tabs.reviews"), detail: count(waiting.reviews) },
    {
      value: "site",
      label: t("operator.tabs.site"),
      detail:
        maintenance === undefined ? "…" : t(maintenance ? "operator.site.onShort" : "operator.site.offShort"),
    },
    {
      value: "bonuses",
      label: t("operator.tabs.bonuses"),
      detail: active === undefined ? "…" : t("operator.bonuses.activeCount", { count: active }),
    },
  ];
  const options = all.filter((option) => may(option.value));
  if (options.length === 0) return <p className="text-muted">{t("operator.subtitle")}</p>;
  return (
    <>
      <p className="-mt-2 text-muted">{t("operator.subtitle")}</p>
      <section className="flex flex-col gap-5 rounded-3xl border border-border/70 bg-surface p-4 shadow-card sm:p-6">
        <Tabs<OperatorTab>
          label={t("operator.tabs.label")}
          panelId="operator-panel"
          value={tab}
          onChange={(next) => setParams(operatorTabParams(next), { replace: true, preventScrollReset: true })}
          options={options}
          // Five tabs do not fit side by side on a phone: three, then two filling the row, there.
          className="max-sm:grid-flow-row max-sm:grid-cols-6 max-sm:*:col-span-2 max-sm:[&>:nth-child(n+4)]:col-span-3"
        />
        <div
          id="operator-panel"
          role="tabpanel"
          aria-labelledby="operator-panel-title"
          className="flex flex-col gap-4"
        >
          <header>
            <h2 id="operator-panel-title" className="text-xl font-extrabold tracking-tight">
              {t(`operator.${tab}.title`)}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(`operator.${tab}.subtitle`)}</p>
          </header>
          {PANELS[tab]()}
        </div>
      </section>
    </>
  );
}
