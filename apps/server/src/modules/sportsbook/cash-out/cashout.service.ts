import { type AcceptOddsChanges, formatMinor, parseMajor, toMajor } from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { lockPlayerMoney } from "../../../platform/db/player-lock";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import { once } from "../../../platform/idempotency";
import { UUID } from "../../../platform/uuid";
import type { TransferResult } from "../../wallet";
import type { BetWallet } from "../bets/bet-wallet";
import { type BetRow, betsStore, oddsOf } from "../bets/bets.store";
import { betNotFound, cashOutChanged, cashOutUnavailable, invalidStake } from "../sportsbook.errors";
import { currentMarkets, quoteCashOut } from "./cashout-offer";

export interface CashOutSettings {
  margin: number;
  overround: number;
  minStake: bigint;
}

/**
 * Whether the book may pay its offer now when the player accepted `expected` (both for the full bet, minor units):
 * the same amount always; a higher one with "higher" or "any"; a lower one only with "any"
 * (docs/decisions/0077-cash-out.md).
 */
export function offerAcceptable(expected: bigint, current: bigint, accept: AcceptOddsChanges): boolean {
  if (current === expected || accept === "any") return true;
  return accept === "higher" && current > expected;
}

/**
 * Cash-out: the book buys the bet (or part of its stake) back at the current offer. The bet row and the markets of
 * its open legs are locked and the offer is priced again; it is paid only if the player accepted it (the amount
 * they saw, or a change their odds-change setting takes), else 409 with the new offer. The payment and the smaller
 * stake commit together.
 */
export function createCashOut(deps: { db: Db; clock: Clock; money: BetWallet; settings: CashOutSettings }) {
  const { db, clock, money, settings } = deps;

  return {
    async cashOut(
      userId: string,
      betId: string,
      request: {
        expectedAmount: number | string;
        stake?: number | string | undefined;
        acceptOddsChanges?: AcceptOddsChanges | undefined;
      },
      /** The client's Idempotency-Key: a repeat gets the first answer, another request with it 409. */
      idempotencyKey?: string,
    ): Promise<{ bet: BetRow; paid: bigint }> {
      const expected = parseMajor(request.expectedAmount);
      if (expected === null || expected < 0n) throw invalidStake();
      const part = request.stake === undefined ? null : parseMajor(request.stake);
      if (part !== null && part <= 0n) throw invalidStake();
      if (!UUID.test(betId)) throw betNotFound();
      const accept = request.acceptOddsChanges ?? "none";
      const call = {
        userId,
        key: idempotencyKey,
        operation: "sports.cashout",
        request: { betId, expected, part, accept },
      };
      const { bet, paid, transfers } = await inTransaction(db, async (tx) => {
        let made: TransferResult[] = [];
        const answer = await once(tx, call, async () => {
          const row = await betsStore.lockBet(tx, betId);
          if (!row || row.userId !== userId) throw betNotFound();
          // Locks in one order everywhere: the bet (as its settlement takes it), then the player's money, then the
          // bet's markets (as a new bet takes those two). With the money after the markets, a cash-out and a bet of
          // the same player on the same market waited on each other until PostgreSQL broke the cycle, a second
          // later. The payment would have taken the money lock anyway; now it sends nothing.
          await lockPlayerMoney(tx, userId);
          const stake = part ?? row.stake;
          const remaining = row.stake - stake;
          if (
            row.status === "open" &&
            (stake > row.stake || (remaining > 0n && remaining < settings.minStake))
          ) {
            throw new AppError(
              "VALIDATION_FAILED",
              400,
              `Cash out all of the stake, or leave at least ${formatMinor(settings.minStake)} ${row.currency}`,
            );
          }
          const legs = await betsStore.legs(tx, [betId]);
          const quote = quoteCashOut(row, legs, await currentMarkets(tx, legs, true), settings);
          if (quote.amount === null) throw cashOutUnavailable(quote.reason ?? "not_offered");
          if (!offerAcceptable(expected, quote.amount, accept)) {
            throw cashOutChanged(toMajor(quote.amount), toMajor(expected));
          }
          const amount = (quote.amount * stake) / row.stake;
          const record = await betsStore.insertCashOut(tx, { betId, stake, amount, createdAt: clock.now() });
          const transfers = await money.settle(
            tx,
            row,
            { stake, amount, odds: oddsOf(row), outcome: "cashout" },
            `sports:bet:${betId}:cashout:${record.id}`,
            { betId, cashOutId: record.id },
          );
          await betsStore.updateBet(tx, betId, {
            stake: remaining,
            cashedOut: row.cashedOut + amount,
            ...(remaining === 0n ? { status: "cashed_out", settledAt: clock.now() } : {}),
          });
          made = transfers;
          return { paid: amount.toString() };
        });
        const bet = await betsStore.lockBet(tx, betId);
        return { bet: bet!, paid: BigInt(answer.paid), transfers: made };
      });
      await money.publish(transfers);
      return { bet, paid };
    },
  };
}

export type CashOutService = ReturnType<typeof createCashOut>;
