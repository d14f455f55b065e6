import { SportsAdminEventResponse, SportsResultRequest, sportsApi } from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { AppError } from "../../platform/errors";
import type { OperatorActions } from "./settlement/operator.service";

/** Operator calls of the book: result an event or correct its result, abandon it. Every call checks the role. */
export const sportsbookAdminRoutes =
  (operator: OperatorActions, rolesOf: (userId: string) => Promise<string[]>): FastifyPluginAsyncZod =>
  async (app) => {
    const requireOperator = async (request: FastifyRequest) => {
      const { userId } = requirePlayer(request);
      if (!(await rolesOf(userId)).includes("operator"))
        throw new AppError("FORBIDDEN", 403, "Operators only");
    };
    const tags = ["admin"];
    const params = z.object({ id: z.string().uuid() });

    app.post(
      sportsApi.postAdminSportsbookEventsByIdResult.path,
      {
        schema: {
          tags,
          summary: "Result an event, or correct its result (its bets are settled again)",
          params,
          body: SportsResultRequest,
          response: { 200: SportsAdminEventResponse },
        },
      },
      async (request) => {
        await requireOperator(request);
        return operator.result(request.params.id, request.body);
      },
    );
    app.post(
      sportsApi.postAdminSportsbookEventsByIdAbandon.path,
      {
        schema: {
          tags,
          summary: "Abandon an event: every bet on it is void",
          params,
          response: { 200: SportsAdminEventResponse },
        },
      },
      async (request) => {
        await requireOperator(request);
        return operator.abandon(request.params.id);
      },
    );
  };
