export { bonusModule } from "./bonus.module";
export { type BonusDeps, type BonusService, type CreditedDeposit, createBonusService } from "./bonus.service";
export { seedBonusCampaigns } from "./campaigns.seed";
export type { BonusPlayer } from "./claims";
export type { CorrectionRequest, PlaySession, SettleRequest, StakeRequest, StakeResult } from "./play/play";
export {
  type House,
  type StakeSplit,
  splitStake,
  splitWin,
  stakePostings,
  winPostings,
} from "./play/staking";
export type { RewardGrant } from "./rewards/rewards";
