import {
  type GgrReportQuery,
  type GgrReportResponse,
  type GgrRow,
  type PaymentsReportResponse,
  type PeriodReportQuery,
  type PlayersReportResponse,
  toMajor,
} from "@casino/contract";
import type { Db } from "../../../platform/db";
import { type GgrFigures, reportsStore } from "./reports.store";

/** A row in minor units, before it is shown. */
interface Ggr {
  key: string;
  currency: string;
  stakes: bigint;
  wins: bigint;
  bonusCost: bigint;
}

const parse = (row: GgrFigures): Ggr => ({
  key: row.key,
  currency: row.currency,
  stakes: BigInt(row.stakes),
  wins: BigInt(row.wins),
  bonusCost: BigInt(row.bonus_cost),
});

/** GGR and NGR are worked out in minor units and only then shown as major units, so they add up exactly. */
function present(row: Ggr): GgrRow {
  const ggr = row.stakes - row.wins;
  return {
    key: row.key,
    currency: row.currency,
    stakes: toMajor(row.stakes),
    wins: toMajor(row.wins),
    ggr: toMajor(ggr),
    bonusCost: toMajor(row.bonusCost),
    ngr: toMajor(ggr - row.bonusCost),
  };
}

function totalsByCurrency(rows: Ggr[]): Ggr[] {
  const totals = new Map<string, Ggr>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      key: row.currency,
      currency: row.currency,
      stakes: 0n,
      wins: 0n,
      bonusCost: 0n,
    };
    total.stakes += row.stakes;
    total.wins += row.wins;
    total.bonusCost += row.bonusCost;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

/** The operator's reports, read from the ledger (docs/product/back-office.md#reports). */
export function createReports(db: Db) {
  return {
    /** GET /api/admin/reports/ggr. */
    async ggr(query: GgrReportQuery): Promise<GgrReportResponse> {
      const rows = (await reportsStore.ggr(db, query, query.groupBy)).map(parse);
      return {
        from: query.from,
        to: query.to,
        groupBy: query.groupBy,
        rows: rows.map(present),
        totals: totalsByCurrency(rows).map(present),
      };
    },

    /** GET /api/admin/reports/payments. */
    async payments(query: PeriodReportQuery): Promise<PaymentsReportResponse> {
      const rows = await reportsStore.payments(db, query, query.groupBy);
      return {
        from: query.from,
        to: query.to,
        rows: rows.map((row) => {
          const deposits = BigInt(row.deposits);
          const withdrawals = BigInt(row.withdrawals);
          return {
            key: row.key,
            currency: row.currency,
            deposits: toMajor(deposits),
            depositCount: Number(row.deposit_count),
            withdrawals: toMajor(withdrawals),
            withdrawalCount: Number(row.withdrawal_count),
            net: toMajor(deposits - withdrawals),
          };
        }),
      };
    },

    /** GET /api/admin/reports/players. */
    async players(query: PeriodReportQuery): Promise<PlayersReportResponse> {
      const count = (row: { key: string; active: string | number; depositors: string | number }) => ({
        key: row.key,
        active: Number(row.active),
        depositors: Number(row.depositors),
      });
      const [rows, [total]] = await Promise.all([
        reportsStore.players(db, query, query.groupBy),
        reportsStore.players(db, query, null),
      ]);
      return {
        from: query.from,
        to: query.to,
        rows: rows.map(count),
        total: total ? count(total) : { key: "all", active: 0, depositors: 0 },
      };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
