import type { AffiliateSummaryResponse } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useAffiliateSummary } from "../api/get-affiliate";
import { CampaignsCard } from "./campaigns-card";
import { CommissionMonths } from "./commission-months";

/** /profile/affiliate: the affiliate's campaigns and links, referred players, and the monthly commission. */
export function AffiliatePage() {
  const { t } = useTranslation();
  const summary = useAffiliateSummary();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("affiliate.title")}</h1>
        <p className="mt-1 text-muted">
          {t("affiliate.subtitle", { share: Math.round((summary.data?.revenueShare ?? 0.25) * 100) })}
        </p>
      </header>
      {summary.isPending ? (
        <Skeleton className="h-28 rounded-3xl" />
      ) : summary.isError ? (
        <LoadError message={t("affiliate.loadFailed")} onRetry={() => summary.refetch()} />
      ) : (
        <Figures summary={summary.data} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <CampaignsCard />
        <CommissionMonths currency={summary.data?.currency ?? null} />
      </div>
    </div>
  );
}

function Figures({ summary }: { summary: AffiliateSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, summary.currency, locale);
  const figures = [
    { key: "referredPlayers", value: String(summary.referredPlayers) },
    { key: "monthNgr", value: money(summary.currentPeriod.netGamingRevenue) },
    { key: "monthCommission", value: money(summary.currentPeriod.commission) },
    { key: "claimable", value: money(summary.claimable) },
    { key: "totalClaimed", value: money(summary.totalClaimed) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="affiliate-figures">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-2xl border border-border/70 bg-surface p-4 shadow-card">
          <dt className="text-xs font-semibold text-muted">{t(`affiliate.figures.${figure.key}`)}</dt>
          <dd className="mt-1 text-xl font-extrabold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
