import {
  AdminPayment,
  AdminPaymentsQuery,
  AdminPaymentsResponse,
  ChargebackRequest,
  ErrorResponse,
  paymentsApi,
  ReconciliationQuery,
  ReconciliationResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../../platform/auth";
import type { PaymentsService } from "./payments.service";

/** The payments desk of the back office (permission `payments.manage`); a chargeback is audited. */
export const paymentsRoutes =
  (payments: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: "payments.manage" as const };
    const tags = ["admin"];
    const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

    app.get(
      paymentsApi.getAdminPaymentsTransactions.path,
      {
        config,
        schema: {
          tags,
          summary: "Every player's deposits and withdrawals, newest first, filtered",
          querystring: AdminPaymentsQuery,
          response: { 200: AdminPaymentsResponse, ...refusals },
        },
      },
      async (request) => payments.list(request.query),
    );
    app.post(
      paymentsApi.postAdminPaymentsTransactionsByIdChargeback.path,
      {
        config,
        schema: {
          tags,
          summary: "Charge a completed deposit back: debit through the ledger, flag the account",
          params: z.object({ id: z.string().uuid() }),
          body: ChargebackRequest,
          response: { 200: AdminPayment, ...refusals, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (request) => payments.chargeback(request.params.id, request.body.reason, requireStaff(request)),
    );
    app.get(
      paymentsApi.getAdminPaymentsReconciliation.path,
      {
        config,
        schema: {
          tags,
          summary: "Provider notifications and ledger transfers that do not match each other",
          querystring: ReconciliationQuery,
          response: { 200: ReconciliationResponse, ...refusals },
        },
      },
      async (request) => payments.reconcile(new Date(request.query.from), new Date(request.query.to)),
    );
  };
