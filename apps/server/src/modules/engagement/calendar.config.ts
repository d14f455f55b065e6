import type { Reward } from "./rewards";

const cash = (minor: bigint): Reward => ({ kind: "cash", amount: minor });
const bonus = (minor: bigint): Reward => ({ kind: "bonus_money", amount: minor });
const spins = (n: bigint): Reward => ({ kind: "free_spins", amount: n });
const points = (n: bigint): Reward => ({ kind: "points", amount: n });

/** The advent calendar's 24 doors (index 0 = 1 December); amounts in minor units of the player's currency. */
export const ADVENT_REWARDS: Reward[] = Array.from({ length: 24 }, (_, i) => {
  const day = i + 1;
  if (day === 24) return bonus(2_500n);
  if (day % 6 === 0) return spins(20n);
  if (day % 4 === 0) return bonus(500n);
  if (day % 3 === 0) return cash(200n);
  return points(BigInt(100 + day * 10));
});

/** The prize wheel's segments, clockwise from the top; weights are relative chances. */
export const WHEEL_PRIZES: { id: string; weight: number; reward: Reward }[] = [
  { id: "points-50", weight: 30, reward: points(50n) },
  { id: "cash-1", weight: 20, reward: cash(100n) },
  { id: "points-200", weight: 15, reward: points(200n) },
  { id: "spins-5", weight: 10, reward: spins(5n) },
  { id: "bonus-5", weight: 6, reward: bonus(500n) },
  { id: "nothing", weight: 15, reward: { kind: "nothing", amount: 0n } },
  { id: "cash-10", weight: 3, reward: cash(1_000n) },
  { id: "jackpot-50", weight: 1, reward: cash(5_000n) },
];
