import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { amsterdamDay, isDay } from "../amsterdam-day";
import { type GgrGroup, type ReportPeriod, useGgrReport, usePaymentsReport, usePlayersReport } from "./api";
import { downloadCsv, toCsv } from "./csv";

const GROUPS: GgrGroup[] = ["day", "product", "game", "currency"];

/** The first of this month to today, in Amsterdam days. */
function thisMonth(): ReportPeriod {
  const today = amsterdamDay(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The numbers (docs/product/back-office.md#reports): GGR and NGR by day, product, game or currency as a chart and a
 * table, deposits and withdrawals, active players; every table exports as CSV. Every figure comes from the ledger.
 */
export function ReportsDesk() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportPeriod>(thisMonth);
  const [period, setPeriod] = useState<ReportPeriod>(draft);
  const [groupBy, setGroupBy] = useState<GgrGroup>("day");
  const valid = isDay(draft.from) && isDay(draft.to) && draft.from <= draft.to;
  return (
    <div className="flex flex-col gap-6">
      <form
        className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-4 sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setPeriod(draft);
        }}
      >
        <TextField
          type="date"
          label={t("operator.reports.from")}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          type="date"
          label={t("operator.reports.to")}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          error={valid ? null : t("operator.reports.badPeriod")}
        />
        <SelectField
          label={t("operator.reports.groupBy")}
          value={groupBy}
          onChange={(e) => setGroupBy(e.target.value as GgrGroup)}
          options={GROUPS.map((g) => ({ value: g, label: t(`operator.reports.groups.${g}`) }))}
        />
        <Button type="submit" disabled={!valid}>
          {t("operator.reports.show")}
        </Button>
      </form>
      <GgrSection period={period} groupBy={groupBy} />
      <PaymentsSection period={period} />
      <PlayersSection period={period} />
    </div>
  );
}

function Section({
  title,
  onExport,
  children,
}: {
  title: string;
  onExport?: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {onExport ? (
          <Button variant="secondary" size="sm" onClick={onExport}>
            <Download className="size-4" aria-hidden />
            {t("operator.reports.csv")}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A plain table; columns from `numericFrom` on are figures (right-aligned). */
function Table({
  header,
  rows,
  numericFrom = 2,
}: {
  header: string[];
  rows: (string | number)[][];
  numericFrom?: number;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-border text-left text-muted">
            {header.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")} className="border-b border-border/50">
              {row.map((cell, i) => (
                <td
                  key={header[i] ?? i}
                  className={i >= numericFrom ? "px-2 py-2 text-right tabular-nums" : "px-2 py-2"}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GgrSection({ period, groupBy }: { period: ReportPeriod; groupBy: GgrGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const report = useGgrReport(period, groupBy);
  if (report.isPending) return <Skeleton className="h-80 rounded-2xl" />;
  if (report.isError)
    return <LoadError message={t("operator.reports.loadFailed")} onRetry={() => report.refetch()} />;
  const { rows, totals } = report.data;
  const header = [
    t(`operator.reports.groups.${groupBy}`),
    t("operator.reports.currency"),
    t("operator.reports.stakes"),
    t("operator.reports.wins"),
    t("operator.reports.ggr"),
    t("operator.reports.bonusCost"),
    t("operator.reports.ngr"),
  ];
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const csv = () =>
    downloadCsv(
      `ggr-${period.from}-${period.to}-${groupBy}.csv`,
      toCsv(
        ["key", "currency", "stakes", "wins", "ggr", "bonusCost", "ngr"],
        rows.map((r) => [r.key, r.currency, r.stakes, r.wins, r.ggr, r.bonusCost, r.ngr]),
      ),
    );
  return (
    <Section title={t("operator.reports.ggrTitle")} onExport={csv}>
      {rows.length === 0 ? (
        <p className="text-muted">{t("operator.reports.empty")}</p>
      ) : (
        <>
          <div className="h-72 w-full" role="img" aria-label={t("operator.reports.chartLabel")}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows.map((r) => ({ ...r, label: `${r.key} ${r.currency}` }))}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--c-border)" />
                <XAxis dataKey="label" stroke="var(--c-muted)" fontSize={12} />
                <YAxis stroke="var(--c-muted)" fontSize={12} />
                <Tooltip
                  contentStyle={{ background: "var(--c-surface)", border: "1px solid var(--c-border)" }}
                />
                <Legend />
                <Bar dataKey="ggr" name={t("operator.reports.ggr")} fill="var(--c-primary)" />
                <Bar dataKey="ngr" name={t("operator.reports.ngr")} fill="var(--c-success)" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <Table
            header={header}
            rows={[...rows, ...totals.map((r) => ({ ...r, key: t("operator.reports.total") }))].map((r) => [
              r.key,
              r.currency,
              money(r.stakes, r.currency),
              money(r.wins, r.currency),
              money(r.ggr, r.currency),
              money(r.bonusCost, r.currency),
              money(r.ngr, r.currency),
            ])}
          />
        </>
      )}
    </Section>
  );
}

function PaymentsSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const report = usePaymentsReport(period);
  if (report.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (report.isError)
    return <LoadError message={t("operator.reports.loadFailed")} onRetry={() => report.refetch()} />;
  const rows = report.data.rows;
  const csv = () =>
    downloadCsv(
      `payments-${period.from}-${period.to}.csv`,
      toCsv(
        ["day", "currency", "deposits", "depositCount", "withdrawals", "withdrawalCount", "net"],
        rows.map((r) => [
          r.key,
          r.currency,
          r.deposits,
          r.depositCount,
          r.withdrawals,
          r.withdrawalCount,
          r.net,
        ]),
      ),
    );
  return (
    <Section title={t("operator.reports.paymentsTitle")} onExport={csv}>
      <Table
        header={[
          t("operator.reports.groups.day"),
          t("operator.reports.currency"),
          t("operator.reports.deposits"),
          t("operator.reports.withdrawals"),
          t("operator.reports.net"),
        ]}
        rows={rows.map((r) => [
          r.key,
          r.currency,
          `${formatMoney(r.deposits, r.currency, locale)} (${r.depositCount})`,
          `${formatMoney(r.withdrawals, r.currency, locale)} (${r.withdrawalCount})`,
          formatMoney(r.net, r.currency, locale),
        ])}
      />
    </Section>
  );
}

function PlayersSection({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const report = usePlayersReport(period);
  if (report.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (report.isError)
    return <LoadError message={t("operator.reports.loadFailed")} onRetry={() => report.refetch()} />;
  const { rows, total } = report.data;
  const csv = () =>
    downloadCsv(
      `players-${period.from}-${period.to}.csv`,
      toCsv(
        ["day", "active", "depositors"],
        [...rows, total].map((r) => [r.key, r.active, r.depositors]),
      ),
    );
  return (
    <Section title={t("operator.reports.playersTitle")} onExport={csv}>
      <Table
        header={[
          t("operator.reports.groups.day"),
          t("operator.reports.active"),
          t("operator.reports.depositors"),
        ]}
        rows={[...rows, { ...total, key: t("operator.reports.total") }].map((r) => [
          r.key,
          r.active,
          r.depositors,
        ])}
        numericFrom={1}
      />
    </Section>
  );
}
