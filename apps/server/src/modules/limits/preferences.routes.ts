import { BalanceWarningResponse, BalanceWarningUpdate, limitsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { LimitsService } from "./limits.service";

const tags = ["limits"];

/**
 * The balance warning's snooze and switch, remembered per player
 * (docs/product/responsible-gambling.md#balance-warning).
 */
export const preferencesRoutes =
  (limits: LimitsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      limitsApi.getUserPreferencesBalanceWarning.path,
      { schema: { tags, summary: "Balance warning settings", response: { 200: BalanceWarningResponse } } },
      async (request) => limits.balanceWarning(requirePlayer(request).userId),
    );

    app.put(
      limitsApi.putUserPreferencesBalanceWarning.path,
      {
        schema: {
          tags,
          summary: "Snooze the balance warning (close, deposit: 1 day; doNotDisplay: 7 days) or switch it",
          body: BalanceWarningUpdate,
          response: { 200: BalanceWarningResponse },
        },
      },
      async (request) => limits.updateBalanceWarning(requirePlayer(request).userId, request.body),
    );
  };
