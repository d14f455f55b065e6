// The product's one staking rule lives in the bonus module (modules/bonus/play/staking.ts,
// docs/decisions/0010-one-staking-rule-real-money-first.md); it is re-exported here for the callers that still import
// it from games.
export { type House, type StakeSplit, splitStake, stakePostings, winPostings } from "../bonus";
