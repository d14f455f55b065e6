export { settingsModule } from "./settings.module";
export { createSettingsService, type SettingsService } from "./settings.service";
