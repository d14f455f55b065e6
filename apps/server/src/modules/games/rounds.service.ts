import { randomUUID } from "node:crypto";
import { type BlackjackAction, type BlackjackState, createFairRng } from "@casino/games";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import type { LimitsService } from "../limits";
import type { TransferResult, WalletService } from "../wallet";
import { type BetInput, blackjackStep, kindOf, playRound } from "./engine";
import { gameNotFound, roundNotFound, roundOpen } from "./games.errors";
import { gamesStore, type RoundRow } from "./games.store";
import type { RoundStep } from "./games.tables";
import { freshSeeds } from "./seeds.service";
import { splitStake, stakePostings, winPostings } from "./staking";

/** Who plays, as the account module knows them. */
export interface PlayerInfo {
  username: string;
  country: string;
  currency: string;
}

export interface RoundsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  limits: Pick<LimitsService, "checkStake" | "checkRound">;
  playerOf(userId: string): Promise<PlayerInfo | null>;
}

/** A real-money bet: the engine inputs plus the client's round id. */
export interface RealRoundRequest extends BetInput {
  clientRoundId: string;
  autoplay: boolean;
}

/**
 * Real-money rounds of the studio. Every step runs in ONE transaction: the player's seed row is locked first (one
 * studio step per player at a time, so nonces never repeat and retries serialise), then limits are checked, then
 * the stake is debited, the win credited and the round row written. A retry with the same client id finds the
 * row and returns it: never a second debit.
 */
export function createRoundsService(deps: RoundsDeps) {
  const { db, clock, wallet, limits } = deps;

  async function player(userId: string): Promise<PlayerInfo> {
    const info = await deps.playerOf(userId);
    if (!info) throw gameNotFound();
    return info;
  }

  /** Checks limits and debits `amount` for the round; returns the transfer and the split it used. */
  async function stakeIn(
    tx: Db,
    userId: string,
    currency: string,
    amount: bigint,
    key: string,
    meta: Record<string, unknown>,
  ) {
    await limits.checkStake(tx, userId, amount, currency);
    const split = splitStake(await wallet.balances(userId, currency, tx), amount);
    const transfer = await wallet.transferIn(tx, {
      idempotencyKey: key,
      kind: "bet",
      currency,
      postings: stakePostings(userId, split),
      metadata: meta,
    });
    return { transfer, split };
  }

  async function settleIn(tx: Db, round: RoundRow, win: bigint, stake: bigint, stakeBonus: bigint) {
    if (win === 0n) return null;
    return wallet.transferIn(tx, {
      idempotencyKey: `game:${round.id}:win`,
      kind: "win",
      currency: round.currency,
      postings: winPostings(round.userId, win, stake, stakeBonus),
      metadata: { roundId: round.id, slug: round.slug },
    });
  }

  const total = async (tx: Db, userId: string, currency: string) => {
    const b = await wallet.balances(userId, currency, tx);
    return b.real + b.bonus;
  };

  async function publish(transfers: (TransferResult | null)[]) {
    for (const t of transfers) if (t) await wallet.publish(t);
  }

  return {
    async play(userId: string, slug: string, request: RealRoundRequest): Promise<RoundRow> {
      const kind = kindOf(slug);
      const who = await player(userId);
      const { round, transfers } = await inTransaction(db, async (tx) => {
        const seeds = await gamesStore.lockSeeds(tx, userId, freshSeeds);
        const existing = await gamesStore.roundByClientId(tx, userId, request.clientRoundId);
        if (existing) return { round: existing, transfers: [] };
        if (kind === "blackjack") {
          const open = await gamesStore.openRound(tx, userId, slug);
          if (open) throw roundOpen(open.id);
        }
        const played = playRound(slug, request, createFairRng(seeds));
        const currency = who.currency;
        await limits.checkRound(
          userId,
          {
            autoplay: request.autoplay,
            stake: played.stake,
            gameType: kind === "slot" ? "slot" : "table",
            currency,
          },
          tx,
        );
        const before = await total(tx, userId, currency);
        const id = randomUUID();
        const debit = await stakeIn(tx, userId, currency, played.stake, `game:${id}:stake`, {
          roundId: id,
          slug,
        });
        await gamesStore.bumpNonce(tx, userId);
        const now = clock.now();
        let row = await gamesStore.insertRound(tx, {
          id,
          userId,
          clientRoundId: request.clientRoundId,
          slug,
          kind,
          currency,
          status: played.open ? "open" : "settled",
          stake: played.stake,
          stakeBonus: debit.split.bonus,
          win: played.win,
          bet: played.bet,
          outcome: played.outcome,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
          balanceBefore: before,
          username: who.username,
          country: who.country,
          createdAt: now,
          settledAt: played.open ? null : now,
        });
        const credit = played.open
          ? null
          : await settleIn(tx, row, played.win, played.stake, debit.split.bonus);
        if (!played.open) {
          row = await gamesStore.updateRound(tx, id, { balanceAfter: await total(tx, userId, currency) });
        }
        return { round: row, transfers: [debit.transfer, credit] };
      });
      await publish(transfers);
      return round;
    },

    /** One blackjack move; extra stakes (double, split, insurance) are debited like the first one. */
    async act(
      userId: string,
      slug: string,
      roundId: string,
      action: BlackjackAction,
      clientActionId: string,
    ) {
      const { round, transfers } = await inTransaction(db, async (tx) => {
        await gamesStore.lockSeeds(tx, userId, freshSeeds);
        const row = await gamesStore.roundById(tx, userId, roundId);
        if (!row || row.slug !== slug) throw roundNotFound();
        if (row.steps.some((s) => s.clientActionId === clientActionId)) return { round: row, transfers: [] };
        const step = blackjackStep(row.outcome as BlackjackState, action);
        let debit = null;
        let stakeBonus = row.stakeBonus;
        if (step.cost > 0n) {
          const key = `game:${row.id}:action:${clientActionId}`;
          debit = await stakeIn(tx, userId, row.currency, step.cost, key, { roundId: row.id, slug, action });
          stakeBonus += debit.split.bonus;
        }
        const steps: RoundStep[] = [...row.steps, { action, clientActionId, cost: step.cost.toString() }];
        const stake = step.played.stake;
        let updated = await gamesStore.updateRound(tx, row.id, {
          outcome: step.state,
          steps,
          stake,
          stakeBonus,
          win: step.played.win,
          ...(step.played.open ? {} : { status: "settled", settledAt: clock.now() }),
        });
        const credit = step.played.open
          ? null
          : await settleIn(tx, updated, step.played.win, stake, stakeBonus);
        if (!step.played.open) {
          updated = await gamesStore.updateRound(tx, row.id, {
            balanceAfter: await total(tx, userId, row.currency),
          });
        }
        return { round: updated, transfers: [debit?.transfer ?? null, credit] };
      });
      await publish(transfers);
      return round;
    },

    /** The player's unfinished round of this game (resumed after a crash or reconnect). */
    openRound: (userId: string, slug: string) => gamesStore.openRound(db, userId, slug),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
