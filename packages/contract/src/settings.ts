import { z } from "zod";

/** GET /api/settings: the operator switches every visitor's page depends on. */
export const SiteSettingsResponse = z.object({
  /** Maintenance mode: sign-up and deposits are hidden (docs/product/back-office.md#maintenance). */
  maintenance: z.boolean(),
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponse>;

/** PUT /api/admin/settings/maintenance (operators only). */
export const MaintenanceRequest = z.object({
  /** true turns maintenance mode on, false off. */
  enabled: z.boolean(),
});
export type MaintenanceRequest = z.infer<typeof MaintenanceRequest>;
