export { settingsRoutes } from "./settings.routes";
export { createSettingsService, type SettingsService } from "./settings.service";
