import { FORMAT_LOCALE, type UrlLocale } from "@casino/contract";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useClaimCommission } from "../api/claim-commission";
import { useClaims } from "../api/get-claims";

/** "2026-03" → "March 2026" in the page's language. */
export function monthLabel(period: string, locale: UrlLocale): string {
  const [year, month] = period.split("-").map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], {
    timeZone: "UTC",
    month: "long",
    year: "numeric",
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * What an earlier negative month takes off this month's revenue before commission (the operator's carry-over
 * rule, shown so the affiliate can follow the figure); null when nothing was carried in.
 */
export function carriedInNote(
  carriedIn: number,
  money: (amount: number) => string,
  t: TFunction,
): string | null {
  return carriedIn < 0 ? t("affiliate.months.carriedIn", { amount: money(carriedIn) }) : null;
}

/** Closed months: what the referred players brought in and the commission, claimable once per month. */
export function CommissionMonths({ currency }: { currency: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const claims = useClaims();
  const claim = useClaimCommission();
  const money = (amount: number) => (currency ? formatMoney(amount, currency, locale) : String(amount));
  const onClaim = (period: string) =>
    claim.mutate(period, {
      onSuccess: (result) =>
        toast.success(
          t("affiliate.months.claimed", {
            amount: formatMoney(result.claim.amount, result.claim.currency, locale),
            month: monthLabel(period, locale),
          }),
        ),
      onError: (error) =>
        toast.error(
          error instanceof ApiError
            ? t(`affiliate.errors.${error.code}`, { defaultValue: t("affiliate.errors.generic") })
            : t("affiliate.errors.generic"),
        ),
    });

  return (
    <section
      aria-labelledby="months-title"
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="months-title" className="mb-1 text-lg font-bold">
        {t("affiliate.months.title")}
      </h2>
      <p className="mb-5 text-sm text-muted">{t("affiliate.months.explainer")}</p>
      {claims.isPending ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : claims.isError ? (
        <Notice tone="error">{t("affiliate.loadFailed")}</Notice>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm" data-testid="commission-months">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("affiliate.months.month")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t("affiliate.months.players")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t("affiliate.months.ngr")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t("affiliate.months.commission")}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  <span className="sr-only">{t("affiliate.months.action")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {claims.data.periods.map((period) => (
                <tr key={period.period} className="border-t border-border/50">
                  <th scope="row" className="py-2.5 pr-3 text-left font-semibold">
                    {monthLabel(period.period, locale)}
                  </th>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{period.activePlayers}</td>
                  <td
                    className="py-2.5 pr-3 text-right tabular-nums"
                    title={t("affiliate.months.breakdown", {
                      stakes: money(period.stakes),
                      wins: money(period.wins),
                      bonus: money(period.bonusCosts),
                    })}
                  >
                    {money(period.netGamingRevenue)}
                    {period.carriedIn < 0 ? (
                      <span className="block text-xs text-muted">
                        {carriedInNote(period.carriedIn, money, t)}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2.5 pr-3 text-right font-bold tabular-nums">
                    {money(period.commission)}
                  </td>
                  <td className="py-2.5 text-right">
                    {period.claimed ? (
                      <span className="text-xs font-bold text-success-ink">{t("affiliate.months.paid")}</span>
                    ) : period.commission > 0 ? (
                      <Button
                        size="sm"
                        onClick={() => onClaim(period.period)}
                        pending={claim.isPending && claim.variables === period.period}
                        disabled={claim.isPending}
                      >
                        {t("affiliate.months.claim")}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
