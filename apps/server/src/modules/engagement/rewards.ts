import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { BonusService } from "../bonus";
import type { TransferResult, WalletService } from "../wallet";
import { loyaltyStore } from "./loyalty/loyalty.store";

/** A prize of the engagement mechanics, in minor units of the player's currency (points: a count). */
export interface Reward {
  kind: "cash" | "bonus_money" | "free_spins" | "points" | "nothing";
  amount: bigint;
}

/** What one free spin of a reward is worth (as the seeded COMET50 spins: 0.20). */
export const FREE_SPIN_VALUE = 20n;

export interface RewardDeps {
  wallet: WalletService;
  clock: Clock;
  /** Bonus-money and free-spin rewards are bonus grants. */
  bonus: Pick<BonusService, "grantReward">;
}

/** Cash from the promotions account to the player's real balance, in the caller's transaction. */
async function payCash(
  deps: RewardDeps,
  tx: Db,
  userId: string,
  currency: string,
  amount: bigint,
  key: string,
) {
  return deps.wallet.transferIn(tx, {
    idempotencyKey: key,
    kind: "promotion_reward",
    currency,
    postings: [
      { account: { operator: "promotions" }, amount: -amount },
      { account: { userId, kind: "real" }, amount },
    ],
    metadata: { source: key },
  });
}

/**
 * Bonus money and free spins through the bonus engine, in the caller's transaction and once per key: bonus money
 * with its wagering, free spins (FREE_SPIN_VALUE each, on the bonus module's default slot) whose winnings are
 * wagered in turn. Wagering and validity are the bonus module's reward defaults (docs/decisions/0112-rewards.md).
 */
async function grantBonusReward(
  deps: RewardDeps,
  tx: Db,
  userId: string,
  currency: string,
  reward: Reward,
  key: string,
): Promise<TransferResult[]> {
  if (reward.kind === "free_spins") {
    const spins = Number(reward.amount);
    const amount = reward.amount * FREE_SPIN_VALUE;
    return deps.bonus.grantReward(tx, { userId, currency, kind: "free_spins", amount, spins, key });
  }
  return deps.bonus.grantReward(tx, { userId, currency, kind: "bonus_money", amount: reward.amount, key });
}

/** Pays a reward in `tx`, once per key; returns the transfers to publish after commit (none for points). */
export async function grantReward(
  deps: RewardDeps,
  tx: Db,
  userId: string,
  currency: string,
  reward: Reward,
  key: string,
): Promise<TransferResult[]> {
  if (reward.amount <= 0n || reward.kind === "nothing") return [];
  if (reward.kind === "points") {
    await loyaltyStore.add(tx, userId, key, reward.amount, deps.clock.now());
    return [];
  }
  if (reward.kind === "cash") return [await payCash(deps, tx, userId, currency, reward.amount, key)];
  return grantBonusReward(deps, tx, userId, currency, reward, key);
}
