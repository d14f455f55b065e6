export { limitsAdminRoutes } from "./admin.routes";
export { localNationalRegister, type NationalExclusionRegister } from "./exclusions/national-register";
export { limitsRoutes } from "./limits.routes";
export { createLimitsService, type LimitsService, type RoundRequest } from "./limits.service";
export { preferencesRoutes } from "./preferences.routes";
export type { Jurisdiction } from "./rules/jurisdiction";
export { periodWindow } from "./rules/period-window";
