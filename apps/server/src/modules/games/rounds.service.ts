import { randomUUID } from "node:crypto";
import type { BonusGameType } from "@casino/contract";
import {
  type BlackjackAction,
  type BlackjackState,
  createFairRng,
  type GameKind,
  type Rng,
} from "@casino/games";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { readTogether } from "../../platform/db/locked-reads";
import { inTransaction, pgErrorCode } from "../../platform/db/transaction";
import { idempotencyMismatch, requestHash } from "../../platform/idempotency";
import type { BonusService, PlaySession } from "../bonus";
import type { LimitsService } from "../limits";
import type { OperatorAccountKind, PlayerBalances, TransferResult, WalletService } from "../wallet";
import { type BetInput, blackjackStep, kindOf, playRound } from "./engine";
import { gameNotFound, roundNotFound, roundOpen } from "./games.errors";
import { gamesStore, type RoundRow } from "./games.store";
import type { RoundStep } from "./games.tables";
import { freshSeeds } from "./seeds.service";

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
  limits: Pick<LimitsService, "checkStake" | "checkRound" | "guardRead">;
  /** Stakes and wins go through the bonus module: the one staking rule, wagering and free spins. */
  bonus: Pick<BonusService, "play" | "grantsRead">;
  playerOf(userId: string): Promise<PlayerInfo | null>;
  /** Run in the round's own transaction after its stake (jackpot contributions); see AfterStakeHook. */
  afterStake?: AfterStakeHook[];
}

/**
 * Pays a further win of the round (a jackpot) from an operator account, the way the round's stake was funded:
 * the bonus share as bonus money under the grant's wagering, a free spin's win as the free spins' winnings.
 */
export type RoundWinPayer = (win: {
  idempotencyKey: string;
  kind: string;
  from: OperatorAccountKind;
  amount: bigint;
  metadata?: Record<string, unknown>;
}) => Promise<TransferResult[]>;

/**
 * Runs inside a real round's transaction right after the stake is debited and the round row written, with the
 * round's provably-fair RNG positioned after the game's own draws (so its draws are verifiable too). Pays what it
 * awards through `pay`, never straight to the player. Returns the transfers it made; they are published after
 * commit.
 */
export type AfterStakeHook = (
  tx: Db,
  round: RoundRow,
  rng: Rng,
  pay: RoundWinPayer,
) => Promise<TransferResult[]>;

/** A real-money bet: the engine inputs plus the client's round id. */
export interface RealRoundRequest extends BetInput {
  clientRoundId: string;
  autoplay: boolean;
}

/**
 * Real-money rounds of the studio. Every step runs in ONE transaction: the player's seed row is locked first (one
 * studio step per player at a time, so nonces never repeat and retries serialise), then limits are checked, then
 * the stake is debited, the win credited and the round row written. A retry with the same client id ends at the
 * round row's unique key, which undoes the transaction, and is answered with the earlier round: never a second debit.
 */
export function createRoundsService(deps: RoundsDeps) {
  const { db, clock, wallet, limits } = deps;

  async function player(userId: string): Promise<PlayerInfo> {
    const info = await deps.playerOf(userId);
    if (!info) throw gameNotFound();
    return info;
  }

  /**
   * Checks limits and debits `amount` for the round through the bonus module (real money first, then bonus; a
   * free spin is paid by the bonus); returns the transfer and the split it used.
   */
  async function stakeIn(
    tx: Db,
    bonus: PlaySession,
    userId: string,
    currency: string,
    amount: bigint,
    key: string,
    meta: Record<string, unknown>,
    game: BonusGameType,
    freeGrantId: string | null = null,
  ) {
    // A free spin is not the player's money: it does not count against their wagering limits.
    if (!freeGrantId) await limits.checkStake(tx, userId, amount, currency);
    return bonus.stake({
      userId,
      currency,
      stake: amount,
      game,
      house: "game_revenue",
      idempotencyKey: key,
      metadata: meta,
      freeGrantId,
    });
  }

  /** Pays the win (a bonus stake's share as bonus money) and lets finished bonuses convert. */
  function settleIn(
    bonus: PlaySession,
    round: RoundRow,
    win: bigint,
    stake: bigint,
    stakeBonus: bigint,
    freeGrantId: string | null = null,
  ) {
    return bonus.settle({
      userId: round.userId,
      currency: round.currency,
      house: "game_revenue",
      idempotencyKey: `game:${round.id}:win`,
      metadata: { roundId: round.id, slug: round.slug },
      stake,
      stakeBonus,
      win,
      game: gameOf(round.kind as GameKind),
      gameSlug: round.slug,
      freeGrantId,
    });
  }

  const total = async (tx: Db, userId: string, currency: string) => {
    const b = await wallet.balances(userId, currency, tx);
    return b.real + b.bonus;
  };

  return {
    /** Plays (or, for a client round id seen before, replays) a round; `replayed` tells which. */
    async play(
      userId: string,
      slug: string,
      request: RealRoundRequest,
    ): Promise<{ round: RoundRow; replayed: boolean }> {
      const kind = kindOf(slug);
      const who = await player(userId);
      const hash = roundHash(slug, request);
      /** The round this client round id was played as: the answer to a retry. */
      const replay = (existing: RoundRow) => {
        // Rounds from before fingerprints were kept have none: they are taken as the same request.
        if (existing.requestHash && existing.requestHash !== hash) throw idempotencyMismatch("round");
        return existing;
      };
      const result = await inTransaction(db, async (tx) => {
        // Locks the player's seed row and takes this round's nonce in one statement (see takeNonce).
        const seeds = await gamesStore.takeNonce(tx, userId, freshSeeds);
        // What the bonus, limits and wallet steps read under the lock the nonce took, in one statement (0246).
        await readTogether(tx, [deps.bonus.grantsRead, limits.guardRead, wallet.accountsRead], {
          userId,
          currency: who.currency,
          now: clock.now().toISOString(),
        });
        if (kind === "blackjack") {
          // A retry of the hand's first request finds its own hand open: it is looked up before that check.
          const existing = await gamesStore.roundByClientId(tx, userId, request.clientRoundId);
          if (existing) {
            await gamesStore.returnNonce(tx, userId);
            return { round: replay(existing), transfers: [], replayed: true };
          }
          const open = await gamesStore.openRound(tx, userId, slug);
          if (open) throw roundOpen(open.id);
        }
        const rng = createFairRng(seeds);
        const currency = who.currency;
        const bonus = await deps.bonus.play(tx, userId, currency);
        // A free spin of this slot, when the player has one, is played first at the bonus's stake.
        const freeSpin = kind === "slot" ? await bonus.takeFreeSpin(slug) : null;
        const freeGrantId = freeSpin?.grantId ?? null;
        const played = playRound(slug, freeSpin ? { ...request, stake: freeSpin.stake } : request, rng);
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
        const id = randomUUID();
        const debit = await stakeIn(
          tx,
          bonus,
          userId,
          currency,
          played.stake,
          `game:${id}:stake`,
          { roundId: id, slug },
          gameOf(kind),
          freeGrantId,
        );
        // The balances the stake was split from (a free spin reads them): no second read for the round's record.
        const before = debit.before ?? (await wallet.balances(userId, currency, tx));
        const now = clock.now();
        // The round as it will be written: the hooks and the win see it now, and it is inserted once at the end
        // with the balance after (nothing in the transaction references its row before).
        const draft: RoundRow = {
          id,
          userId,
          clientRoundId: request.clientRoundId,
          requestHash: hash,
          slug,
          kind,
          currency,
          status: played.open ? "open" : "settled",
          stake: played.stake,
          stakeBonus: debit.split.bonus,
          win: played.win,
          bet: played.bet,
          outcome: played.outcome,
          steps: [],
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
          balanceBefore: before.real + before.bonus,
          balanceAfter: null,
          username: who.username,
          country: who.country,
          createdAt: now,
          settledAt: played.open ? null : now,
          externalRef: null,
        };
        const hooked: TransferResult[] = [];
        const pay: RoundWinPayer = (win) =>
          bonus.payWin({ ...win, stake: played.stake, stakeBonus: debit.split.bonus, freeGrantId });
        for (const hook of deps.afterStake ?? []) hooked.push(...(await hook(tx, draft, rng, pay)));
        const credits = played.open
          ? []
          : await settleIn(bonus, draft, played.win, played.stake, debit.split.bonus, freeGrantId);
        const transfers = [debit.transfer, ...hooked, ...credits];
        const row = await gamesStore.insertRound(tx, {
          ...draft,
          balanceAfter: played.open ? null : totalAfter(before, userId, transfers),
        });
        return { round: row, transfers, replayed: false };
      }).catch(async (error: unknown) => {
        // Any other game's client round id is not looked up first: a retry plays, and its round row's unique key
        // undoes all of it at the insert (nonce, stake, win). Only then is the earlier round read.
        const existing =
          pgErrorCode(error) === "23505"
            ? await gamesStore.roundByClientId(db, userId, request.clientRoundId)
            : undefined;
        if (!existing) throw error;
        return { round: replay(existing), transfers: [], replayed: true };
      });
      await wallet.publish(result.transfers);
      return { round: result.round, replayed: result.replayed };
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
        const done = row.steps.find((s) => s.clientActionId === clientActionId);
        if (done && done.action !== action) throw idempotencyMismatch("move");
        if (done) return { round: row, transfers: [] };
        const step = blackjackStep(row.outcome as BlackjackState, action);
        const bonus = await deps.bonus.play(tx, userId, row.currency);
        let debit = null;
        let stakeBonus = row.stakeBonus;
        if (step.cost > 0n) {
          const key = `game:${row.id}:action:${clientActionId}`;
          const meta = { roundId: row.id, slug, action };
          debit = await stakeIn(tx, bonus, userId, row.currency, step.cost, key, meta, "table");
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
        const credits = step.played.open
          ? []
          : await settleIn(bonus, updated, step.played.win, stake, stakeBonus);
        if (!step.played.open) {
          updated = await gamesStore.updateRound(tx, row.id, {
            balanceAfter: await total(tx, userId, row.currency),
          });
        }
        return { round: updated, transfers: [debit?.transfer ?? null, ...credits] };
      });
      await wallet.publish(transfers);
      return round;
    },

    /** The player's unfinished round of this game (resumed after a crash or reconnect). */
    openRound: (userId: string, slug: string) => gamesStore.openRound(db, userId, slug),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;

/**
 * The player's real and bonus money after the round: each account as the last of the round's transfers left it (the
 * wallet holds it locked from that transfer to the commit), an account none of them touched as it was before.
 */
function totalAfter(before: PlayerBalances, userId: string, transfers: TransferResult[]): bigint {
  let { real, bonus } = before;
  for (const transfer of transfers) {
    for (const p of transfer.players) {
      if (p.userId !== userId) continue;
      if (p.kind === "real") real = p.balanceAfter;
      if (p.kind === "bonus") bonus = p.balanceAfter;
    }
  }
  return real + bonus;
}

/** What a client round id stands for: the game and the player's bet (stake, roulette positions, dice target). */
function roundHash(slug: string, request: RealRoundRequest): string {
  const { stake, bets, dice } = request;
  return requestHash("games.round", { slug, stake, bets, dice });
}

/** How a studio game counts towards bonus wagering. */
function gameOf(kind: GameKind): BonusGameType {
  if (kind === "slot") return "slot";
  return kind === "dice" ? "dice" : "table";
}
