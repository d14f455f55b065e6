import type { Db } from "../../../platform/db";
import { readTogether } from "../../../platform/db/locked-reads";
import { AppError } from "../../../platform/errors";
import type { BonusService } from "../../bonus";
import { splitWin } from "../../bonus";
import type { LimitsService } from "../../limits";
import type { TransferResult, WalletService } from "../../wallet";
import { freeBetInvalid, insufficientFunds } from "../sportsbook.errors";

// Every movement of a bet's money, against the operator's `sportsbook` account. Stakes and returns go through the
// bonus module, which holds the product's one staking rule (real money first; returns in the proportion the stake
// came from), the maximum bet while a bonus is wagered, and counts settled bets towards wagering.

const HOUSE = "sportsbook";

export interface BetMoneyDeps {
  wallet: WalletService;
  limits: Pick<LimitsService, "checkStake" | "guardRead">;
  bonus: Pick<BonusService, "placeStake" | "settleStake" | "correctStake" | "grantsRead">;
}

/** A bet's money terms as the bonus module needs them. */
export interface BetMoney {
  userId: string;
  currency: string;
  initialStake: bigint;
  stakeBonus: bigint;
  /** The free bet that paid the stake: only winnings are paid back. */
  freeGrantId: string | null;
}

/** The bonus part of `stake` when the bet's initial stake had `stakeBonus` of bonus money (rounded down). */
const bonusShare = (bet: BetMoney, stake: bigint) =>
  bet.initialStake > 0n ? (stake * bet.stakeBonus) / bet.initialStake : 0n;

export function createBetWallet(deps: BetMoneyDeps) {
  const { wallet, bonus } = deps;

  return {
    /**
     * What a slip's checks and stakes read under the player's money lock (the limits, the open grants, the
     * accounts), in one statement, right after the slip's row took the lock (decision 0246).
     */
    readAhead: (tx: Db, userId: string, currency: string, now: Date) =>
      readTogether(tx, [deps.limits.guardRead, bonus.grantsRead, wallet.accountsRead], {
        userId,
        currency,
        now: now.toISOString(),
      }),

    /** Responsible-gambling check of the slip's total stake, in the transaction that debits it. */
    checkStake: (tx: Db, userId: string, total: bigint, currency: string) =>
      deps.limits.checkStake(tx, userId, total, currency),

    /**
     * Debits a bet's stake (from the free bet `freeGrantId` when given: the bonus module checks it is the player's
     * unused free bet, of this amount, at high enough odds); returns the transfer and how much of it was bonus money.
     */
    async debit(
      tx: Db,
      input: {
        userId: string;
        betId: string;
        currency: string;
        stake: bigint;
        odds: number | undefined;
        freeGrantId?: string | null;
      },
    ) {
      try {
        const { transfer, split } = await bonus.placeStake(tx, {
          userId: input.userId,
          currency: input.currency,
          stake: input.stake,
          game: "sports",
          odds: input.odds,
          house: HOUSE,
          idempotencyKey: `sports:bet:${input.betId}:stake`,
          metadata: { betId: input.betId },
          freeGrantId: input.freeGrantId ?? null,
        });
        return { transfer, stakeBonus: split.bonus };
      } catch (error) {
        if (error instanceof AppError && error.code === "INSUFFICIENT_FUNDS") throw insufficientFunds();
        if (error instanceof AppError && error.code === "FREE_BET_REFUSED")
          throw freeBetInvalid(error.message);
        throw error;
      }
    },

    /**
     * Pays what a bet returns for `stake` of it: its settlement (`settled`, counted towards wagering), a void, or a
     * cash-out. Back to real and bonus money in the proportion the stake came from; kind `win`, so limits count
     * it against losses. Returns every transfer to publish (a bonus may convert too).
     */
    settle: (
      tx: Db,
      bet: BetMoney,
      input: {
        stake: bigint;
        amount: bigint;
        odds: number | undefined;
        outcome: "settled" | "void" | "cashout";
      },
      key: string,
      metadata: Record<string, unknown>,
    ): Promise<TransferResult[]> =>
      bonus.settleStake(tx, {
        userId: bet.userId,
        currency: bet.currency,
        house: HOUSE,
        idempotencyKey: key,
        metadata,
        stake: input.stake,
        stakeBonus: bonusShare(bet, input.stake),
        win: input.amount,
        game: "sports",
        odds: input.odds,
        outcome: input.outcome,
        freeGrantId: bet.freeGrantId,
      }),

    /**
     * Pays more on a corrected result (already counted towards wagering by the first settlement), in the proportion
     * the stake came from; the bonus part goes to the bonus that holds the bet's winnings.
     */
    pay: (tx: Db, bet: BetMoney, amount: bigint, key: string, metadata: Record<string, unknown>) => {
      const split = splitWin(amount, bet.initialStake, bet.stakeBonus);
      return bonus.correctStake(tx, {
        userId: bet.userId,
        currency: bet.currency,
        house: HOUSE,
        idempotencyKey: key,
        metadata,
        real: split.real,
        bonus: split.bonus,
      });
    },

    /**
     * Takes back `amount` paid on an earlier result (a corrected result), in the proportion it was paid, as far as
     * the player's balances cover it; returns the transfer (null if nothing could be taken) and the shortfall.
     */
    async takeBack(
      tx: Db,
      bet: BetMoney,
      amount: bigint,
      key: string,
      metadata: Record<string, unknown>,
    ): Promise<{ transfers: TransferResult[]; shortfall: bigint }> {
      const balances = await wallet.balances(bet.userId, bet.currency, tx);
      const available = balances.real + balances.bonus;
      const take = amount < available ? amount : available;
      if (take <= 0n) return { transfers: [], shortfall: amount };
      // The reverse of paying `take`, moved to the other balance where one of them cannot cover its share.
      let bonusPart = bonusShare(bet, take);
      let realPart = take - bonusPart;
      if (realPart > balances.real)
        [realPart, bonusPart] = [balances.real, bonusPart + realPart - balances.real];
      if (bonusPart > balances.bonus)
        [realPart, bonusPart] = [realPart + bonusPart - balances.bonus, balances.bonus];
      // Bonus money taken back comes off the bonus grants too, so a grant never holds more than the wallet.
      const transfers = await bonus.correctStake(tx, {
        userId: bet.userId,
        currency: bet.currency,
        house: HOUSE,
        idempotencyKey: key,
        metadata,
        real: -realPart,
        bonus: -bonusPart,
      });
      return { transfers, shortfall: amount - take };
    },

    async publish(transfers: (TransferResult | null)[]) {
      for (const t of transfers) if (t) await wallet.publish(t);
    },
  };
}

export type BetWallet = ReturnType<typeof createBetWallet>;
