import {
  ErrorResponse,
  ExclusionSettingsResponse,
  LimitsDeleteParams,
  LimitsDeleteQuery,
  LimitsResponse,
  LimitsUpdateRequest,
  limitsApi,
  SessionSummaryResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { requestLocale } from "../../platform/request-context";
import { clearSessionCookie } from "../session";
import type { LimitsService } from "./limits.service";

const tags = ["limits"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };

/**
 * The player's own limits (docs/product/responsible-gambling.md#api). A restricted session (new terms not yet
 * accepted) may use them too: a player can always protect themselves.
 */
export const limitsRoutes =
  (limits: LimitsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      limitsApi.getUserLimits.path,
      {
        schema: {
          tags,
          summary: "The player's limits, usage and exclusions",
          response: { 200: LimitsResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request, { allowRestricted: true });
        return limits.view(userId);
      },
    );

    app.put(
      limitsApi.putUserLimits.path,
      {
        schema: {
          tags,
          summary: "Set one limit kind, or start a cool-off or self-exclusion (which logs the player out)",
          body: LimitsUpdateRequest,
          response: { 200: LimitsResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { userId } = requirePlayer(request, { allowRestricted: true });
        const result = await limits.update(userId, request.body, requestLocale(request));
        if (result.loggedOut) clearSessionCookie(request, reply);
        return result;
      },
    );

    app.delete(
      limitsApi.deleteUserLimitsByType.path,
      {
        schema: {
          tags,
          summary: "Remove limits of a type (after 24 hours); ?periods=daily,weekly",
          params: LimitsDeleteParams,
          querystring: LimitsDeleteQuery,
          response: { 200: LimitsResponse, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request, { allowRestricted: true });
        return limits.remove(userId, request.params.type, request.query.periods);
      },
    );

    app.get(
      limitsApi.getUserLimitsCoolOffSettings.path,
      {
        schema: {
          tags,
          summary: "Cool-off periods (no session needed)",
          response: { 200: ExclusionSettingsResponse },
        },
      },
      async () => limits.coolOffSettings(),
    );

    app.get(
      limitsApi.getUserLimitsSelfExclusionSettings.path,
      {
        schema: {
          tags,
          summary: "Self-exclusion periods (no session needed)",
          response: { 200: ExclusionSettingsResponse },
        },
      },
      async () => limits.selfExclusionSettings(),
    );

    app.get(
      limitsApi.getUserLimitsSessionSummary.path,
      {
        schema: {
          tags,
          summary: "This session's time and net result, for the reality check",
          response: { 200: SessionSummaryResponse },
        },
      },
      async (request) => limits.sessionSummary(requirePlayer(request)),
    );
  };
