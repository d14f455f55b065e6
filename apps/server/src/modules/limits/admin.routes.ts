import { ExclusionsAdminResponse, limitsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { forbidden } from "../../platform/errors";
import type { LimitsService } from "./limits.service";

/**
 * Operators see who is excluded now and their real balance: a self-excluded player cannot log in to withdraw, so
 * the operator returns the money (UKGC LCCP SR 3.5.3 "return any funds").
 */
export const limitsAdminRoutes =
  (limits: LimitsService, rolesOf: (userId: string) => Promise<string[]>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      limitsApi.getAdminExclusions.path,
      {
        schema: {
          tags: ["admin"],
          summary: "Players in a cool-off or self-exclusion, with their real balance",
          response: { 200: ExclusionsAdminResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        if (!(await rolesOf(userId)).includes("operator")) throw forbidden("Operators only");
        return { items: await limits.excludedPlayers() };
      },
    );
  };
