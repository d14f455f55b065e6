import type { OperatorAccountKind, PlayerBalances, Posting } from "../../wallet";
import { insufficientStake } from "../bonus.errors";

// THE staking rule of the product, used by casino rounds and sportsbook bets alike
// (docs/decisions/0010-one-staking-rule-real-money-first.md): a stake is paid from real money first, then from bonus
// money; a win goes back in the proportion the stake came from, so a win from a bonus stake is bonus money. Change it
// here and only here.

/** The operator account that takes stakes and pays wins: the casino's or the sportsbook's. */
export type House = Extract<OperatorAccountKind, "game_revenue" | "sportsbook">;

/** Where a stake comes from. */
export interface StakeSplit {
  real: bigint;
  bonus: bigint;
}

/** Real money first, then bonus money; refused when both together do not cover the stake. */
export function splitStake(balances: Pick<PlayerBalances, "real" | "bonus">, stake: bigint): StakeSplit {
  if (balances.real + balances.bonus < stake) throw insufficientStake();
  const real = balances.real >= stake ? stake : balances.real;
  return { real, bonus: stake - real };
}

/** Where a win goes: its bonus share (rounded down) is the stake's bonus share; the rest is real money. */
export function splitWin(win: bigint, stake: bigint, stakeBonus: bigint): StakeSplit {
  const bonus = stake > 0n ? (win * stakeBonus) / stake : 0n;
  return { real: win - bonus, bonus };
}

/** The postings of a stake: the player's accounts pay the house (the studio's game_revenue by default). */
export function stakePostings(userId: string, split: StakeSplit, house: House = "game_revenue"): Posting[] {
  const postings: Posting[] = [];
  if (split.real > 0n) postings.push({ account: { userId, kind: "real" }, amount: -split.real });
  if (split.bonus > 0n) postings.push({ account: { userId, kind: "bonus" }, amount: -split.bonus });
  postings.push({ account: { operator: house }, amount: split.real + split.bonus });
  return postings;
}

/**
 * The postings of a win paid by the house, split as `splitWin` says, so bonus play cannot turn into withdrawable
 * money faster than it was staked.
 */
export function winPostings(
  userId: string,
  win: bigint,
  stake: bigint,
  stakeBonus: bigint,
  house: House = "game_revenue",
): Posting[] {
  const split = splitWin(win, stake, stakeBonus);
  const postings: Posting[] = [{ account: { operator: house }, amount: -(split.real + split.bonus) }];
  if (split.real > 0n) postings.push({ account: { userId, kind: "real" }, amount: split.real });
  if (split.bonus > 0n) postings.push({ account: { userId, kind: "bonus" }, amount: split.bonus });
  return postings;
}
