import type { TableSummary } from "@casino/contract";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Skeleton } from "../../../ui/skeleton";
import { useSecondsLeft, useServerOffset, useTables } from "../api/tables";
import { RngLabel } from "./rng-label";
import { TableResults } from "./table-results";

/** The shared RNG tables of the live casino, each with its round's countdown and last results. */
export function TablesList({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const tables = useTables();
  const offset = useServerOffset(tables.data?.now);
  return (
    <section aria-labelledby="shared-tables" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shared-tables" className="text-lg font-bold">
          {t("tables.title")}
        </h2>
        <RngLabel />
      </div>
      {tables.isPending ? (
        <Skeleton className="h-32 rounded-2xl" />
      ) : !tables.data?.tables.length ? (
        <p className="rounded-2xl border border-border/70 bg-surface p-6 text-center text-muted">
          {t("tables.none")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="shared-tables">
          {tables.data.tables.map((table) => (
            <TableCard key={table.id} table={table} offset={offset} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TableCard({ table, offset, currency }: { table: TableSummary; offset: number; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const round = table.round;
  const open = round?.status === "open";
  const left = useSecondsLeft(open ? round?.closesAt : undefined, offset);
  const money = (amount: number) => formatMoney(amount, currency, locale, { whole: true });
  return (
    <li
      className={clsx(
        "flex flex-col gap-3 rounded-2xl border p-4 text-white shadow-card",
        table.game === "money-wheel"
          ? "border-violet-900/40 bg-gradient-to-br from-stone-950 via-indigo-950 to-violet-900"
          : "border-emerald-900/40 bg-gradient-to-br from-emerald-950 to-emerald-800",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Link
          to={`/${locale}/live-casino/${table.id}`}
          className="text-lg font-extrabold hover:underline focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          {table.name}
        </Link>
        <span className="text-xs text-emerald-100/90">
          {t("tables.stakes", { min: money(table.minBet), max: money(table.maxBet) })}
        </span>
      </div>
      <p className="text-sm font-semibold" aria-live="polite" data-testid="table-countdown">
        {open && left > 0
          ? t("tables.closesIn", { count: left })
          : t(table.game === "money-wheel" ? "tables.wheel.noMoreBets" : "tables.noMoreBets")}
      </p>
      <TableResults game={table.game} results={table.lastResults} />
      {/* Named with its table, so a list of links (a screen reader's rotor) tells the tables apart. */}
      <Link
        to={`/${locale}/live-casino/${table.id}`}
        aria-label={t("tables.joinNamed", { name: table.name })}
        className="self-start rounded-full bg-amber-300 px-4 py-1.5 text-sm font-bold text-black hover:bg-amber-200"
      >
        {t("tables.join")}
      </Link>
    </li>
  );
}
