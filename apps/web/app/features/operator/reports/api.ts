import { type GgrRow, reportsApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

export type GgrGroup = "day" | "product" | "game" | "currency";
export interface ReportPeriod {
  from: string;
  to: string;
}

const REPORTS_KEY = [...OPERATOR_KEY, "reports"] as const;

/** GET /api/admin/reports/ggr: stakes, wins, GGR, bonus cost and NGR read from the ledger. */
export const ggrQueryOptions = (period: ReportPeriod, groupBy: GgrGroup) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, "ggr", period.from, period.to, groupBy],
    queryFn: ({ signal }) => api(reportsApi.getAdminReportsGgr, { query: { ...period, groupBy }, signal }),
    retry: false,
  });
export const useGgrReport = (period: ReportPeriod, groupBy: GgrGroup) =>
  useQuery(ggrQueryOptions(period, groupBy));

/** GET /api/admin/reports/payments, per day. */
export const usePaymentsReport = (period: ReportPeriod) =>
  useQuery({
    queryKey: [...REPORTS_KEY, "payments", period.from, period.to],
    queryFn: ({ signal }) =>
      api(reportsApi.getAdminReportsPayments, {
        query: { ...period, groupBy: "day" },
        signal,
      }),
    retry: false,
  });

/** GET /api/admin/reports/players, per day. */
export const usePlayersReport = (period: ReportPeriod) =>
  useQuery({
    queryKey: [...REPORTS_KEY, "players", period.from, period.to],
    queryFn: ({ signal }) =>
      api(reportsApi.getAdminReportsPlayers, {
        query: { ...period, groupBy: "day" },
        signal,
      }),
    retry: false,
  });

export type { GgrRow };
