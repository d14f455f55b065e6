import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { useModals } from "../../../lib/shell-state/modal-store";
import { Button, buttonClass } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useBalance } from "../api/get-balance";
import { useTransactionSummary } from "../api/get-transaction-summary";

/**
 * /profile/totalbalance: the total with real and bonus money, what can be withdrawn and what is on its way out,
 * the deposit and withdrawal buttons, and the lifetime summary.
 */
export function BalanceOverview({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  const summary = useTransactionSummary();
  const openModal = useModals((state) => state.open);
  const money = (amount: number | undefined) =>
    amount === undefined ? undefined : formatMoney(amount, balance.data?.totalCurrency ?? currency, locale);

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="total-title"
        className="relative overflow-hidden rounded-3xl border border-border/70 bg-[image:var(--gradient-hero)] p-6 shadow-card sm:p-8"
      >
        <h2 id="total-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
          {t("cashier.balance.total")}
        </h2>
        <p
          className="mt-2 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
          data-testid="total"
        >
          {balance.data ? money(balance.data.total) : <Skeleton className="h-12 w-56" />}
        </p>
        {balance.isError ? (
          <LoadError
            message={t("cashier.balance.loadFailed")}
            onRetry={() => balance.refetch()}
            className="mt-4 max-w-md"
          />
        ) : null}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button size="lg" onClick={() => openModal({ name: "deposit" })}>
            <ArrowDownToLine className="size-5" aria-hidden />
            {t("cashier.actions.deposit")}
          </Button>
          <Link
            to={localized(locale, "/profile/transactions/withdrawmoney")}
            className={buttonClass({ size: "lg", variant: "secondary" })}
          >
            <ArrowUpFromLine className="size-5" aria-hidden />
            {t("cashier.actions.withdraw")}
          </Link>
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={t("cashier.balance.real")} value={money(balance.data?.balance)} />
        <Stat label={t("cashier.balance.bonus")} value={money(balance.data?.bonus)} />
        <Stat
          label={t("cashier.balance.withdrawable")}
          value={money(balance.data?.balance)}
          note={t("cashier.balance.withdrawableNote")}
        />
        <Stat
          label={t("cashier.balance.pendingWithdrawals")}
          value={summary.isError ? "—" : money(summary.data?.pendingWithdrawals)}
          tone={summary.data && summary.data.pendingWithdrawals > 0 ? "text-warning-ink" : undefined}
        />
      </dl>
      <section
        aria-labelledby="summary-title"
        className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
      >
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="summary-title" className="text-lg font-bold">
            {t("cashier.summary.title")}
          </h2>
          <Link
            to={localized(locale, "/profile/history")}
            className="text-sm font-semibold text-primary-strong hover:underline"
          >
            {t("cashier.summary.history")}
          </Link>
        </div>
        {summary.isError ? (
          <Notice tone="error">{t("cashier.summary.loadFailed")}</Notice>
        ) : (
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-3">
            <SummaryItem
              label={t("cashier.summary.deposits")}
              value={money(summary.data?.totalDeposits)}
              detail={
                summary.data
                  ? t("cashier.summary.depositCount", { count: summary.data.depositCount })
                  : undefined
              }
            />
            <SummaryItem
              label={t("cashier.summary.withdrawals")}
              value={money(summary.data?.totalWithdrawals)}
            />
            <SummaryItem
              label={t("cashier.summary.net")}
              value={
                summary.data
                  ? money(
                      Math.round((summary.data.totalDeposits - summary.data.totalWithdrawals) * 100) / 100,
                    )
                  : undefined
              }
              detail={t("cashier.summary.netNote")}
            />
          </dl>
        )}
      </section>
    </div>
  );
}

function Stat({ label, value, note, tone }: { label: string; value?: string; note?: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-border/70 bg-surface p-4 shadow-card">
      <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className={clsx("mt-1 truncate text-xl font-extrabold tabular-nums sm:text-2xl", tone)}>
        {value ?? <Skeleton className="h-7 w-28" />}
      </dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

function SummaryItem({ label, value, detail }: { label: string; value?: string; detail?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{value ?? <Skeleton className="h-7 w-28" />}</dd>
      {detail ? <dd className="text-xs text-muted">{detail}</dd> : null}
    </div>
  );
}
