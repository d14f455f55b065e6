export { limitsAdminRoutes } from "./admin.routes";
export type { Jurisdiction } from "./jurisdiction";
export { limitsRoutes } from "./limits.routes";
export { createLimitsService, type LimitsService, type RoundRequest } from "./limits.service";
export { localNationalRegister, type NationalExclusionRegister } from "./national-register";
export { periodWindow } from "./period-window";
export { preferencesRoutes } from "./preferences.routes";
