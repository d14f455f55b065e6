export { engagementModule } from "./engagement.module";
export { createEngagement, type Engagement } from "./engagement.service";
export { type JackpotConfig, VELA_MEGA } from "./jackpot/jackpot.config";
export { createJackpotService, type JackpotService } from "./jackpot/jackpot.service";
export type { LoyaltyService } from "./loyalty/loyalty.service";
export { demoTournaments } from "./tournaments/tournaments.seed";
