import { route } from "./route";

/** Method and path of every settings endpoint: the server registers them, the web calls through them. */
export const settingsApi = {
  getSettings: route("GET", "/api/settings", "SiteSettingsResponse"),
  putAdminSettingsMaintenance: route("PUT", "/api/admin/settings/maintenance", "SiteSettingsResponse"),
} as const;
