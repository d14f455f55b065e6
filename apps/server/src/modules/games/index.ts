export {
  createExternalRounds,
  type ExternalRoundOpen,
  type ExternalRounds,
} from "./external/external-rounds";
export { externalRoundsModule } from "./external/external-rounds.module";
export { gamesModule } from "./games.module";
export {
  type AfterStakeHook,
  createRoundsService,
  type PlayerInfo,
  type RoundsService,
  type RoundWinPayer,
} from "./rounds.service";
export { createSettledRounds, type SettledRound, type SettledRoundsReader } from "./settled-rounds";
export { type House, type StakeSplit, splitStake, stakePostings, winPostings } from "./staking";
export type { ExternalLauncher } from "./studio.service";
