import type { Db } from "../../platform/db";
import type { WalletService } from "../wallet";

/** Wallet transfer kinds of casino and sportsbook play: stakes leave the player, wins come back. */
export const STAKE_KIND = "bet";
export const WIN_KIND = "win";

export type MoneyLimitType = "deposit" | "wagering" | "loss";

export interface UsageDeps {
  wallet: WalletService;
  /** Deposits that use up a deposit limit (cashier module), read in the caller's transaction. */
  depositedSince(db: Db, userId: string, since: Date): Promise<bigint>;
}

/** What a player has used of each kind of money limit since a moment (minor units). */
export function createUsage(deps: UsageDeps) {
  /** Stakes and wins since `since`. */
  async function play(db: Db, userId: string, currency: string, since: Date) {
    const flows = await deps.wallet.flows(db, userId, currency, [STAKE_KIND, WIN_KIND], since);
    return { staked: -(flows[STAKE_KIND] ?? 0n), won: flows[WIN_KIND] ?? 0n };
  }

  return {
    play,
    /** Deposits; stakes (wagering); or stakes minus wins, never below 0 (loss). */
    async money(
      db: Db,
      type: MoneyLimitType,
      userId: string,
      currency: string,
      since: Date,
    ): Promise<bigint> {
      if (type === "deposit") return deps.depositedSince(db, userId, since);
      const { staked, won } = await play(db, userId, currency, since);
      if (type === "wagering") return staked;
      return staked > won ? staked - won : 0n;
    },
  };
}

export type Usage = ReturnType<typeof createUsage>;
