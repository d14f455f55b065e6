import { ErrorResponse, MaintenanceRequest, SiteSettingsResponse, settingsApi } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../platform/auth";
import type { SettingsService } from "./settings.service";

/** The public site switches, and the operator call that flips maintenance mode. */
export const settingsRoutes =
  (settings: SettingsService): FastifyPluginAsyncZod =>
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
        config: { permission: "settings.manage" },
        schema: {
          tags: ["admin"],
          summary: "Turn maintenance mode on or off (staff with settings.manage)",
          body: MaintenanceRequest,
          response: { 200: SiteSettingsResponse, 401: ErrorResponse, 403: ErrorResponse },
        },
      },
      async (request) => {
        await settings.setMaintenance(request.body.enabled, requireStaff(request));
        return settings.site();
      },
    );
  };
