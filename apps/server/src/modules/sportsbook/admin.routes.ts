import { SportsAdminEventResponse, SportsResultRequest, sportsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../platform/auth";
import type { OperatorActions } from "./settlement/operator.service";

/** Staff calls of the book (permission `trading.manage`): result an event or correct its result, abandon it. */
export const sportsbookAdminRoutes =
  (operator: OperatorActions): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: "trading.manage" as const };
    const tags = ["admin"];
    const params = z.object({ id: z.string().uuid() });

    app.post(
      sportsApi.postAdminSportsbookEventsByIdResult.path,
      {
        config,
        schema: {
          tags,
          summary: "Result an event, or correct its result (its bets are settled again)",
          params,
          body: SportsResultRequest,
          response: { 200: SportsAdminEventResponse },
        },
      },
      async (request) => operator.result(request.params.id, request.body, requireStaff(request)),
    );
    app.post(
      sportsApi.postAdminSportsbookEventsByIdAbandon.path,
      {
        config,
        schema: {
          tags,
          summary: "Abandon an event: every bet on it is void",
          params,
          response: { 200: SportsAdminEventResponse },
        },
      },
      async (request) => operator.abandon(request.params.id, requireStaff(request)),
    );
  };
