import type { PaymentTransaction } from "@casino/contract";
import { clsx } from "clsx";
import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { amsterdamToday, useBankingHistory } from "../api/get-banking-history";
import { historyAmount, NOTHING_MOVED } from "../history-amount";
import { type HistoryFilter, historyFilterParams, readHistoryFilter } from "../history-filter";
import { StateBadge } from "./state-badge";

/** Params of the page that are not the filter's (e.g. the History page's tab) and must survive a filter change. */
const FOREIGN_PARAMS = ["tab"];

/**
 * Deposits and withdrawals (GET /api/user/bankingHistory): date range and type in the URL, a table on wide
 * screens and cards on phones, states as badges, amounts in the player's language, times on the Amsterdam clock,
 * and "load more".
 */
export function BankingHistory() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = amsterdamToday();
  const filter = readHistoryFilter(params, today);
  const history = useBankingHistory(
    { from: filter.from, to: filter.to, type: filter.type },
    filter.problem === null,
  );
  const change = (update: Partial<Omit<HistoryFilter, "problem">>) =>
    setParams(
      (current) => {
        const next = historyFilterParams({ ...filter, ...update }, today);
        for (const key of FOREIGN_PARAMS) {
          const value = current.get(key);
          if (value) next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  const total = history.data?.pages[0]?.total ?? 0;

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid grid-cols-2 gap-x-3 sm:grid-cols-3 sm:gap-x-4">
        <legend className="sr-only">{t("cashier.history.filters")}</legend>
        <TextField
          type="date"
          label={t("cashier.history.from")}
          value={filter.from}
          max={today}
          onChange={(event) => event.target.value && change({ from: event.target.value })}
          error={filter.problem ? t(`cashier.history.problem.${filter.problem}`) : null}
        />
        <TextField
          type="date"
          label={t("cashier.history.to")}
          value={filter.to}
          max={today}
          onChange={(event) => event.target.value && change({ to: event.target.value })}
        />
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={t("cashier.history.type")}
          value={filter.type ?? ""}
          onChange={(event) =>
            change({ type: event.target.value === "" ? undefined : (event.target.value as "deposit") })
          }
          options={[
            { value: "", label: t("cashier.history.allTypes") },
            { value: "deposit", label: t("cashier.history.deposits") },
            { value: "withdrawal", label: t("cashier.history.withdrawals") },
          ]}
        />
      </fieldset>
      {filter.problem ? null : history.isError ? (
        <LoadError message={t("cashier.history.loadFailed")} onRetry={() => history.refetch()} />
      ) : history.isPending ? (
        <RowsSkeleton count={5} />
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 px-4 py-10 text-center text-sm text-muted">
          {t("cashier.history.empty")}
        </p>
      ) : (
        <>
          <HistoryTable items={items} />
          <HistoryCards items={items} />
          {history.isFetchingNextPage ? <RowsSkeleton count={2} /> : null}
          <div className="flex flex-col items-center gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {t("cashier.history.showing", { shown: items.length, total })}
            </p>
            {history.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => history.fetchNextPage()}
                pending={history.isFetchingNextPage}
              >
                {t("cashier.history.loadMore")}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}

function useRow() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (item: PaymentTransaction) => {
    const amount = historyAmount(item, locale);
    return {
      date: formatDateTime(item.createdAt, locale),
      type: t(`cashier.history.kind.${item.type}`),
      Icon: item.type === "deposit" ? ArrowDownToLine : ArrowUpFromLine,
      amount: amount.text,
      amountTone: clsx(
        "font-bold tabular-nums",
        item.state === "SUCCESSFUL" && item.type === "deposit" && "text-success-ink",
        !amount.moved && "text-subtle",
        NOTHING_MOVED.includes(item.state) && "line-through",
      ),
      method: item.method ?? "—",
      reference: item.id.slice(0, 8).toUpperCase(),
    };
  };
}

function HistoryTable({ items }: { items: PaymentTransaction[] }) {
  const { t } = useTranslation();
  const row = useRow();
  const th = "py-2 pr-4 font-semibold";
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">{t("cashier.history.caption")}</caption>
      <thead className="text-xs uppercase tracking-wider text-subtle">
        <tr className="border-b border-border/70">
          <th scope="col" className={th}>
            {t("cashier.history.date")}
          </th>
          <th scope="col" className={th}>
            {t("cashier.history.type")}
          </th>
          <th scope="col" className={th}>
            {t("cashier.history.method")}
          </th>
          <th scope="col" className={th}>
            {t("cashier.history.state")}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {t("cashier.history.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const view = row(item);
          return (
            <tr key={item.id} className="border-b border-border/40 last:border-0">
              <td className="py-3 pr-4 tabular-nums">{view.date}</td>
              <td className="py-3 pr-4">
                <span className="inline-flex items-center gap-2 font-semibold">
                  <view.Icon className="size-4 text-muted" aria-hidden />
                  {view.type}
                </span>
              </td>
              <td className="py-3 pr-4 text-muted">
                {view.method}
                <span className="ml-2 font-mono text-[11px] text-subtle">#{view.reference}</span>
              </td>
              <td className="py-3 pr-4">
                <StateBadge state={item.state} />
                {item.reason && item.state !== "SUCCESSFUL" ? (
                  <span className="mt-1 block text-xs text-subtle">{item.reason}</span>
                ) : null}
              </td>
              <td className={clsx("py-3 text-right", view.amountTone)}>{view.amount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function HistoryCards({ items }: { items: PaymentTransaction[] }) {
  const row = useRow();
  return (
    <ul className="space-y-2 md:hidden">
      {items.map((item) => {
        const view = row(item);
        return (
          <li key={item.id} className="rounded-2xl border border-border/60 bg-surface-2/40 p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="inline-flex items-center gap-2 font-semibold">
                <view.Icon className="size-4 text-muted" aria-hidden />
                {view.type}
              </span>
              <span className={clsx("text-base", view.amountTone)}>{view.amount}</span>
            </div>
            <div className="mt-2 flex items-center justify-between gap-3">
              <span className="text-xs tabular-nums text-muted">{view.date}</span>
              <StateBadge state={item.state} />
            </div>
            <p className="mt-1 text-xs text-subtle">
              {view.method} · <span className="font-mono">#{view.reference}</span>
            </p>
            {item.reason && item.state !== "SUCCESSFUL" ? (
              <p className="mt-1 text-xs text-subtle">{item.reason}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function RowsSkeleton({ count }: { count: number }) {
  return (
    <div className="space-y-2" aria-busy>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-14 rounded-xl" />
      ))}
    </div>
  );
}
