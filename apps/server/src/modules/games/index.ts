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
