export { localNationalRegister, type NationalExclusionRegister } from "./exclusions/national-register";
export { limitsModule } from "./limits.module";
export { createLimitsService, type LimitsService, type RoundRequest } from "./limits.service";
export type { Jurisdiction } from "./rules/jurisdiction";
export { periodWindow } from "./rules/period-window";
