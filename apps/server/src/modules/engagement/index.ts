export { registerEngagement } from "./engagement.module";
export { createEngagement, type Engagement } from "./engagement.service";
export { type JackpotConfig, VELA_MEGA } from "./jackpot.config";
export { createJackpotService, type JackpotService } from "./jackpot.service";
export type { LoyaltyService } from "./loyalty.service";
export { demoTournaments } from "./tournaments.seed";
