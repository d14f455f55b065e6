import {
  ErrorResponse,
  GgrReportQuery,
  GgrReportResponse,
  PaymentsReportResponse,
  PeriodReportQuery,
  PlayersReportResponse,
  reportsApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Reports } from "./reports/reports.service";

/** The operator's reports (docs/product/back-office.md#reports); the operator guard admits staff only. */
export const reportsRoutes =
  (reports: Reports): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];
    const config = { permission: "reports.read" as const };
    const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

    app.get(
      reportsApi.getAdminReportsGgr.path,
      {
        config,
        schema: {
          tags,
          summary:
            "Stakes, wins, GGR, bonus cost and NGR from the ledger, per day, product, game or currency",
          querystring: GgrReportQuery,
          response: { 200: GgrReportResponse, ...errors },
        },
      },
      async (request) => reports.ggr(request.query),
    );
    app.get(
      reportsApi.getAdminReportsPayments.path,
      {
        config,
        schema: {
          tags,
          summary: "Deposits and withdrawals through the payment providers, per day or currency",
          querystring: PeriodReportQuery,
          response: { 200: PaymentsReportResponse, ...errors },
        },
      },
      async (request) => reports.payments(request.query),
    );
    app.get(
      reportsApi.getAdminReportsPlayers.path,
      {
        config,
        schema: {
          tags,
          summary: "Active players (who staked) and depositors, per day or currency",
          querystring: PeriodReportQuery,
          response: { 200: PlayersReportResponse, ...errors },
        },
      },
      async (request) => reports.players(request.query),
    );
  };
