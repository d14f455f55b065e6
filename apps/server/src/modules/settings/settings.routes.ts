import { ErrorResponse, MaintenanceRequest, SiteSettingsResponse, settingsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { forbidden } from "../../platform/errors";
import type { SettingsService } from "./settings.service";

/** The public site switches, and the operator call that flips maintenance mode. */
export const settingsRoutes =
  (settings: SettingsService, rolesOf: (userId: string) => Promise<string[]>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      settingsApi.getSettings.path,
      {
        schema: {
          tags: ["settings"],
          summary: "Site switches every page depends on (maintenance mode)",
          response: { 200: SiteSettingsResponse },
        },
      },
      async (_request, reply) => {
        // Pages read it on every render; an operator's switch must show on the next one.
        reply.header("cache-control", "no-cache");
        return settings.site();
      },
    );

    app.put(
      settingsApi.putAdminSettingsMaintenance.path,
      {
        schema: {
          tags: ["admin"],
          summary: "Turn maintenance mode on or off (operators only)",
          body: MaintenanceRequest,
          response: { 200: SiteSettingsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        if (!(await rolesOf(userId)).includes("operator")) throw forbidden("Operators only");
        await settings.setMaintenance(request.body.enabled);
        // The audit trail of who switched the site into or out of maintenance.
        request.log.info({ operator: userId, maintenance: request.body.enabled }, "maintenance mode changed");
        return settings.site();
      },
    );
  };
