import {
  AdminWithdrawalsResponse,
  cashierApi,
  ErrorResponse,
  RejectWithdrawalRequest,
  WithdrawalDecisionResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../platform/auth";
import type { CashierService } from "./cashier.service";

/** Staff calls on withdrawals (permission `payments.manage`, checked by the staff guard); decisions are audited. */
export const cashierAdminRoutes =
  (cashier: CashierService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: "payments.manage" as const };
    const tags = ["admin"];
    const params = z.object({ id: z.string().uuid() });
    const errors = { 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };

    app.get(
      cashierApi.getAdminWithdrawals.path,
      {
        config,
        schema: {
          tags,
          summary: "Withdrawals waiting for approval, with the player's username",
          response: { 200: AdminWithdrawalsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async () => ({ items: await cashier.listPendingForReview() }),
    );
    app.post(
      cashierApi.postAdminWithdrawalsByIdApprove.path,
      { config, schema: { tags, params, response: { 200: WithdrawalDecisionResponse, ...errors } } },
      async (request) => {
        const staff = requireStaff(request);
        await cashier.approve(request.params.id, staff.userId, staff);
        return { state: "APPROVED" as const };
      },
    );
    app.post(
      cashierApi.postAdminWithdrawalsByIdReject.path,
      {
        config,
        schema: {
          tags,
          params,
          body: RejectWithdrawalRequest,
          response: { 200: WithdrawalDecisionResponse, ...errors },
        },
      },
      async (request) => {
        await cashier.reject(request.params.id, request.body.reason, requireStaff(request));
        return { state: "REJECTED" as const };
      },
    );
  };
