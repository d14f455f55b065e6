import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import type { JobQueue } from "../../../platform/jobs";
import type { TransferResult } from "../../wallet";
import { type BetKind, betReturn, type LegOutcome } from "../bets/bet-maths";
import type { BetWallet } from "../bets/bet-wallet";
import { type BetRow, betsStore, type LegRow, oddsOf } from "../bets/bets.store";
import { SETTLE_QUEUE } from "../feed/book.service";

/** The status a decided bet shows. */
function settledStatus(bet: BetRow, legs: LegRow[], entitled: bigint): string {
  if (bet.kind === "single") return legs[0]!.outcome;
  if (entitled === 0n) return "lost";
  const outcomes = legs.map((l) => l.outcome);
  if (outcomes.every((o) => o === "void")) return "void";
  if (bet.kind === "bet_builder" && !outcomes.every((o) => o === "won")) return "void";
  return "won";
}

/**
 * Settlement. Whenever an event gets a result (or a corrected one, or is abandoned) every bet with a leg on it is
 * recomputed from its legs' outcomes: what it is entitled to now is compared with what settlement has paid it so
 * far, and only the difference moves, as a new transfer with its own key (`sports:bet:{id}:settle:{n}`). Running it
 * twice therefore pays once; a corrected result compensates; nothing paid is ever edited. The first result goes
 * through the bonus module (wagering counts settled bets), corrections move money directly.
 */
export function createSettlement(deps: { db: Db; clock: Clock; money: BetWallet }) {
  const { db, clock, money } = deps;

  async function settleBet(betId: string): Promise<void> {
    const transfers = await inTransaction(db, async (tx) => {
      const bet = await betsStore.lockBet(tx, betId);
      if (!bet) return [];
      await betsStore.refreshLegOutcomes(tx, betId);
      if (bet.status === "cashed_out") return [];
      const legs = await betsStore.legs(tx, [betId]);
      const decided = betReturn(
        {
          kind: bet.kind as BetKind,
          initialStake: bet.initialStake,
          stake: bet.stake,
          oddsMilli: bet.oddsMilli,
          systemSize: bet.systemSize,
        },
        legs.map((l) => ({ oddsMilli: l.oddsMilli, outcome: l.outcome as LegOutcome })),
      );
      // A free bet's stake was the bonus's: the player is entitled to the winnings only (a void gives the free bet
      // back, through the bonus module, and pays nothing).
      const gross = decided ?? 0n;
      const entitled = bet.freeGrantId ? (gross > bet.initialStake ? gross - bet.initialStake : 0n) : gross;
      const status = decided === null ? "open" : settledStatus(bet, legs, gross);
      const delta = entitled - bet.settledReturn;
      const moved: (TransferResult | null)[] = [];
      let settledReturn = bet.settledReturn;
      let settlements = bet.settlements;
      const first = settlements === 0 && decided !== null;
      if (first || delta !== 0n) {
        settlements += 1;
        const key = `sports:bet:${bet.id}:settle:${settlements}`;
        const meta = { betId: bet.id, settlement: settlements, entitled: entitled.toString() };
        let shortfall = 0n;
        if (first) {
          // The first result of the bet: paid (or not) through the bonus module, which counts it for wagering.
          const outcome = status === "void" ? "void" : "settled";
          // The bonus module takes a free bet's gross return and keeps its stake itself.
          const amount = bet.freeGrantId ? gross : delta;
          const terms = { stake: bet.stake, amount, odds: oddsOf(bet), outcome } as const;
          moved.push(...(await money.settle(tx, bet, terms, key, meta)));
        } else if (delta > 0n) {
          moved.push(...(await money.pay(tx, bet, delta, key, meta)));
        } else {
          const back = await money.takeBack(tx, bet, -delta, key, meta);
          moved.push(...back.transfers);
          shortfall = back.shortfall;
        }
        settledReturn += delta + shortfall;
        await betsStore.insertSettlement(tx, {
          betId: bet.id,
          number: settlements,
          entitled,
          delta: delta + shortfall,
          shortfall,
          reason: first ? "result" : "correction",
          createdAt: clock.now(),
        });
      }
      const changed = status !== bet.status || settlements !== bet.settlements;
      if (changed) {
        await betsStore.updateBet(tx, bet.id, {
          status,
          settledReturn,
          settlements,
          settledAt: decided === null ? null : clock.now(),
        });
      }
      return moved;
    });
    await money.publish(transfers);
  }

  async function settleEvent(eventId: string): Promise<void> {
    for (const betId of await betsStore.betIdsOnEvent(db, eventId)) await settleBet(betId);
  }

  return {
    settleBet,
    settleEvent,
    registerJobs(jobs: JobQueue) {
      jobs.handle(SETTLE_QUEUE, async (payload) => settleEvent(String(payload.eventId)));
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
