import { defineModule } from "../../platform/module";
import { settingsRoutes } from "./settings.routes";
import { createSettingsService } from "./settings.service";

/** The operator's site settings. */
export const settingsModule = defineModule({
  name: "settings",
  needs: ["db", "clock", "audit"],
  provides: [],
  async register(app, { db, clock, audit }) {
    await app.register(settingsRoutes(createSettingsService({ db, clock, audit })));
    return {};
  },
});
