import type { PlayerBalances, Posting } from "../wallet";
import { insufficientStake } from "./games.errors";

// The one place that decides which balance pays a stake and which receives a win (docs/decisions.md). A later
// bonus issue may change the rule here, and only here.

/** Where a stake comes from. */
export interface StakeSplit {
  real: bigint;
  bonus: bigint;
}

/** Real money first, then bonus money; refused when both together do not cover the stake. */
export function splitStake(balances: PlayerBalances, stake: bigint): StakeSplit {
  if (balances.real + balances.bonus < stake) throw insufficientStake();
  const real = balances.real >= stake ? stake : balances.real;
  return { real, bonus: stake - real };
}

/** The postings of a stake: the player's accounts pay the studio's game_revenue account. */
export function stakePostings(userId: string, split: StakeSplit): Posting[] {
  const postings: Posting[] = [];
  if (split.real > 0n) postings.push({ account: { userId, kind: "real" }, amount: -split.real });
  if (split.bonus > 0n) postings.push({ account: { userId, kind: "bonus" }, amount: -split.bonus });
  postings.push({ account: { operator: "game_revenue" }, amount: split.real + split.bonus });
  return postings;
}

/**
 * The postings of a win: it goes back in the proportion the round's stakes came from (bonus share rounded down),
 * the rest to real money, so bonus play cannot turn into withdrawable money faster than it was staked.
 */
export function winPostings(userId: string, win: bigint, stake: bigint, stakeBonus: bigint): Posting[] {
  const bonus = stake > 0n ? (win * stakeBonus) / stake : 0n;
  const real = win - bonus;
  const postings: Posting[] = [{ account: { operator: "game_revenue" }, amount: -win }];
  if (real > 0n) postings.push({ account: { userId, kind: "real" }, amount: real });
  if (bonus > 0n) postings.push({ account: { userId, kind: "bonus" }, amount: bonus });
  return postings;
}
