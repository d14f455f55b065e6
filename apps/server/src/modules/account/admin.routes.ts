import { AdminPlayer, AdminPlayerQuery, accountApi, ErrorResponse } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { forbidden, notFound } from "../../platform/errors";
import type { AccountService } from "./account.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Operator look-ups of accounts (the back office names players by username; its calls take ids). */
export const accountAdminRoutes =
  (accounts: Pick<AccountService, "rolesOf" | "playerByUsername">): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      accountApi.getAdminPlayers.path,
      {
        schema: {
          tags,
          summary: "The player with this username (exact, case-insensitive)",
          querystring: AdminPlayerQuery,
          response: { 200: AdminPlayer, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        if (!(await accounts.rolesOf(userId)).includes("operator")) throw forbidden("Operators only");
        const player = await accounts.playerByUsername(request.query.username);
        if (!player) throw notFound("No player with this username");
        return player;
      },
    );
  };
