import { randomUUID } from "node:crypto";
import type { BonusGameType } from "@casino/contract";
import { createFairRng } from "@casino/games";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type { BonusService, StakeSplit } from "../../bonus";
import type { LimitsService } from "../../limits";
import type { TransferResult, WalletService } from "../../wallet";
import { gamesStore, type RoundRow } from "../games.store";
import type { AfterStakeHook, PlayerInfo, RoundWinPayer } from "../rounds.service";
import { freshSeeds } from "../seeds.service";

export interface ExternalRoundsDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  limits: Pick<LimitsService, "checkStake" | "checkRound">;
  bonus: Pick<BonusService, "play">;
  /** Read with the round's transaction (PGlite has one connection: another read would wait for it). */
  playerOf(userId: string, tx: Db): Promise<PlayerInfo | null>;
  afterStake?: AfterStakeHook[];
}

/** A round of another studio's game as it is opened here. */
export interface ExternalRoundOpen {
  userId: string;
  slug: string;
  /** How the game counts: slot | table | dice. */
  gameType: BonusGameType;
  currency: string;
  /** The studio's round reference. */
  externalRef: string;
}

/**
 * Rounds of other studios' games, played through the same path as the studio's own (docs/product/providers.md):
 * the same per-player lock, limits, staking rule (real money first, then bonus; wagering by game type), jackpot
 * hook and round rows (so history, recall, feeds, tournaments and loyalty see them). The caller runs each call in
 * its own transaction, after `lockPlayer`, and publishes the returned transfers once it commits.
 */
export function createExternalRounds(deps: ExternalRoundsDeps) {
  const { clock, wallet, limits } = deps;

  const total = async (tx: Db, userId: string, currency: string) => {
    const b = await wallet.balances(userId, currency, tx);
    return b.real + b.bonus;
  };

  const gameOf = (round: RoundRow): BonusGameType =>
    round.kind === "dice" ? "dice" : round.kind === "slot" ? "slot" : "table";

  return {
    /** The studio's per-player lock (its seed row): one money step per player at a time, whoever's game it is. */
    lockPlayer: async (tx: Db, userId: string) => {
      await gamesStore.lockSeeds(tx, userId, freshSeeds);
    },

    /** A new open round with nothing staked yet. */
    async open(tx: Db, input: ExternalRoundOpen): Promise<RoundRow> {
      const who = await deps.playerOf(input.userId, tx);
      const now = clock.now();
      return gamesStore.insertRound(tx, {
        id: randomUUID(),
        userId: input.userId,
        clientRoundId: `ext:${input.externalRef}:${randomUUID()}`,
        slug: input.slug,
        kind: input.gameType,
        currency: input.currency,
        status: "open",
        stake: 0n,
        stakeBonus: 0n,
        win: 0n,
        bet: {},
        outcome: {},
        // Another studio's outcome is not provably fair here: no seed pair stands behind it.
        serverSeedHash: "",
        clientSeed: "",
        nonce: 0,
        balanceBefore: await total(tx, input.userId, input.currency),
        username: who?.username ?? "",
        country: who?.country ?? null,
        createdAt: now,
        settledAt: null,
        externalRef: input.externalRef,
      });
    },

    /**
     * Debits a stake of the round: limits (wagering, loss, stake cap, time between rounds) first, then the one
     * staking rule, then the jackpot hook. Returns where the stake came from, for a later refund.
     */
    async stake(tx: Db, roundId: string, userId: string, amount: bigint, key: string) {
      const round = (await gamesStore.roundById(tx, userId, roundId))!;
      await limits.checkStake(tx, userId, amount, round.currency);
      if (round.stake === 0n) {
        // The round's rules (stake cap, time between rounds) apply once per round, at its first bet.
        const gameType = round.kind === "slot" ? "slot" : "table";
        await limits.checkRound(
          userId,
          { autoplay: false, stake: amount, gameType, currency: round.currency },
          tx,
        );
      }
      const bonus = await deps.bonus.play(tx, userId, round.currency);
      const debit = await bonus.stake({
        userId,
        currency: round.currency,
        stake: amount,
        game: gameOf(round),
        house: "game_revenue",
        idempotencyKey: key,
        metadata: { roundId, slug: round.slug, providerRound: round.externalRef },
      });
      const row = await gamesStore.updateRound(tx, roundId, {
        stake: round.stake + amount,
        stakeBonus: round.stakeBonus + debit.split.bonus,
      });
      const hooked: TransferResult[] = [];
      const pay: RoundWinPayer = (win) =>
        bonus.payWin({ ...win, stake: row.stake, stakeBonus: row.stakeBonus });
      // The jackpot's draw needs a random source; another studio's round has no seed pair, so a fresh one.
      const rng = createFairRng({ ...freshSeeds(), nonce: 0 });
      for (const hook of deps.afterStake ?? []) hooked.push(...(await hook(tx, row, rng, pay)));
      return { split: debit.split, transfers: [debit.transfer, ...hooked] };
    },

    /** Credits a win of the round in the proportions of its stakes (a bonus stake's share is bonus money). */
    async win(tx: Db, roundId: string, userId: string, amount: bigint, key: string) {
      const round = (await gamesStore.roundById(tx, userId, roundId))!;
      const bonus = await deps.bonus.play(tx, userId, round.currency);
      const transfers = await bonus.payWin({
        idempotencyKey: key,
        kind: "win",
        from: "game_revenue",
        amount,
        stake: round.stake,
        stakeBonus: round.stakeBonus,
        metadata: { roundId, slug: round.slug, providerRound: round.externalRef },
      });
      await gamesStore.updateRound(tx, roundId, { win: round.win + amount });
      return transfers;
    },

    /** Gives a stake back exactly as it was taken (`split`), and cancels the round. */
    async refund(tx: Db, roundId: string, userId: string, split: StakeSplit, key: string) {
      const round = (await gamesStore.roundById(tx, userId, roundId))!;
      const bonus = await deps.bonus.play(tx, userId, round.currency);
      const transfers = await bonus.correct({
        userId,
        currency: round.currency,
        house: "game_revenue",
        idempotencyKey: key,
        real: split.real,
        bonus: split.bonus,
        metadata: { roundId, slug: round.slug, providerRound: round.externalRef, refund: true },
      });
      await gamesStore.updateRound(tx, roundId, {
        stake: round.stake - split.real - split.bonus,
        stakeBonus: round.stakeBonus - split.bonus,
      });
      return transfers;
    },

    /** Ends the round: settled from now on (history, tournaments, loyalty); finished bonuses convert. */
    async close(tx: Db, roundId: string, userId: string) {
      const round = (await gamesStore.roundById(tx, userId, roundId))!;
      const bonus = await deps.bonus.play(tx, userId, round.currency);
      // Its wins were paid as they came: the settlement pays nothing more and only reviews the player's bonuses.
      const transfers = await bonus.settle({
        userId,
        currency: round.currency,
        house: "game_revenue",
        idempotencyKey: `game:${roundId}:end`,
        stake: round.stake,
        stakeBonus: round.stakeBonus,
        win: 0n,
        game: gameOf(round),
      });
      const row = await gamesStore.updateRound(tx, roundId, {
        status: "settled",
        settledAt: clock.now(),
        balanceAfter: await total(tx, userId, round.currency),
      });
      return { round: row, transfers };
    },

    /** One round of this player. */
    round: (tx: Db, userId: string, roundId: string) => gamesStore.roundById(tx, userId, roundId),

    /** Real + bonus, minor units. */
    total,
  };
}

export type ExternalRounds = ReturnType<typeof createExternalRounds>;
