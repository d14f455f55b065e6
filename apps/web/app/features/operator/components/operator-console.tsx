import { ShieldOff } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { type TabOption, Tabs } from "../../../ui/tabs";
import { useCampaigns } from "../api/get-campaigns";
import { usePendingDocuments } from "../api/get-documents";
import { useOpenReviews } from "../api/get-reviews";
import { OPERATOR_ROLE, useRoles } from "../api/get-roles";
import { useWithdrawals } from "../api/get-withdrawals";
import { useSiteSettings } from "../api/maintenance";
import { campaignState } from "../campaign-view";
import { type OperatorTab, operatorTabParams, readOperatorTab } from "../operator-tab";
import { BonusCampaigns } from "./bonus-campaigns";
import { DocumentQueue } from "./document-queue";
import { ReviewQueue } from "./review-queue";
import { SiteSettings } from "./site-settings";
import { WithdrawalQueue } from "./withdrawal-queue";

/**
 * The operator's back office (`operator` role, from GET /api/user/roles; every /api/admin call checks it again on
 * the server). A player without the role gets a notice, and none of the operator calls are made for them.
 */
export function OperatorConsole() {
  const { t } = useTranslation();
  const roles = useRoles();
  if (roles.isPending) return <Skeleton className="h-[28rem] rounded-3xl" />;
  if (roles.isError) return <LoadError message={t("operator.loadFailed")} onRetry={() => roles.refetch()} />;
  return roles.data.roles.includes(OPERATOR_ROLE) ? <Desk /> : <NoAccess />;
}

const PANELS: Record<OperatorTab, () => ReactNode> = {
  withdrawals: () => <WithdrawalQueue />,
  documents: () => <DocumentQueue />,
  reviews: () => <ReviewQueue />,
  site: () => <SiteSettings />,
  bonuses: () => <BonusCampaigns />,
};

/**
 * The five tabs, each with what waits in it (or what runs); the tab is kept in ?tab= so it can be linked and
 * survives a reload.
 */
function Desk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readOperatorTab(params.get("tab"));
  // The same queries the panels read (one request each): the tabs say how much waits before they are opened.
  const waiting = {
    withdrawals: useWithdrawals().data?.items.length,
    documents: usePendingDocuments().data?.items.length,
    reviews: useOpenReviews().data?.items.length,
  };
  const maintenance = useSiteSettings().data?.maintenance;
  const campaigns = useCampaigns().data?.items;
  const now = new Date();
  const active = campaigns?.filter((campaign) => campaignState(campaign, now) === "active").length;
  const count = (n: number | undefined) => (n === undefined ? "…" : t("operator.tabs.waiting", { count: n }));
  const options: TabOption<OperatorTab>[] = [
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

/** A logged-in player without the operator role: what this page is, and a way back (not an error page). */
function NoAccess() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="operator-no-access"
      data-testid="operator-no-access"
      className="mx-auto mt-2 flex max-w-lg flex-col items-center gap-4 rounded-3xl border border-border/70 bg-surface p-8 text-center shadow-card sm:p-10"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-3 text-muted">
        <ShieldOff className="size-8" aria-hidden />
      </span>
      <h2 id="operator-no-access" className="text-2xl font-extrabold tracking-tight">
        {t("operator.noAccess.title")}
      </h2>
      <p className="text-muted">{t("operator.noAccess.body")}</p>
      <Link to={localized(locale, "/casino")} className={buttonClass({ size: "lg", className: "mt-2" })}>
        {t("operator.noAccess.back")}
      </Link>
    </section>
  );
}
