import {
  AdminWithdrawalsResponse,
  cashierApi,
  ErrorResponse,
  RejectWithdrawalRequest,
  WithdrawalDecisionResponse,
} from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { AppError } from "../../platform/errors";
import type { CashierService } from "./cashier.service";

/** Operator calls on withdrawals. Every call checks the `operator` role of the caller. */
export const cashierAdminRoutes =
  (cashier: CashierService, rolesOf: (userId: string) => Promise<string[]>): FastifyPluginAsyncZod =>
  async (app) => {
    const requireOperator = async (request: FastifyRequest) => {
      const { userId } = requirePlayer(request);
      if (!(await rolesOf(userId)).includes("operator"))
        throw new AppError("FORBIDDEN", 403, "Operators only");
      return userId;
    };
    const tags = ["admin"];
    const params = z.object({ id: z.string().uuid() });
    const errors = { 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };

    app.get(
      cashierApi.getAdminWithdrawals.path,
      {
        schema: {
          tags,
          summary: "Withdrawals waiting for approval, with the player's username",
          response: { 200: AdminWithdrawalsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => {
        await requireOperator(request);
        return { items: await cashier.listPendingForReview() };
      },
    );
    app.post(
      cashierApi.postAdminWithdrawalsByIdApprove.path,
      { schema: { tags, params, response: { 200: WithdrawalDecisionResponse, ...errors } } },
      async (request) => {
        const operator = await requireOperator(request);
        await cashier.approve(request.params.id, operator);
        return { state: "APPROVED" as const };
      },
    );
    app.post(
      cashierApi.postAdminWithdrawalsByIdReject.path,
      {
        schema: {
          tags,
          params,
          body: RejectWithdrawalRequest,
          response: { 200: WithdrawalDecisionResponse, ...errors },
        },
      },
      async (request) => {
        await requireOperator(request);
        await cashier.reject(request.params.id, request.body.reason);
        return { state: "REJECTED" as const };
      },
    );
  };
