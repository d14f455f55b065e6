import type { JackpotCard, JackpotTick } from "@casino/contract";
import { type Rng, uniformFloat } from "@casino/games";
import type { EventBus } from "../../../platform/bus";
import { localParts, zonedInstant } from "../../../platform/calendar";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { maskUsername } from "../../casino";
import type { AfterStakeHook, RoundWinPayer } from "../../games";
import type { TransferResult, WalletService } from "../../wallet";
import { JACKPOT_CHANNEL, type JackpotConfig, LEVEL_NAMES } from "./jackpot.config";
import { type JackpotWinRow, jackpotStore } from "./jackpot.store";

/** The round fields the jackpot needs (a studio round row has them all). */
interface StakedRound {
  id: string;
  userId: string;
  slug: string;
  currency: string;
  stake: bigint;
  username: string;
  country: string | null;
}

const winView = (w: JackpotWinRow) => ({
  amount: Number(w.amount),
  date: w.wonAt.toISOString(),
  user: maskUsername(w.username),
});

/**
 * A progressive jackpot fed by the stakes of its games. Everything happens in the staking round's transaction:
 * the contribution (game_revenue → jackpot_pool), the draw with the round's provably-fair RNG, the payout
 * (jackpot_pool → the winner, in the proportions the round was staked: real and bonus money) and the re-seed (promotions → jackpot_pool). So for every currency
 * the jackpot_pool balance is the sum of the level values, and pool + payouts = contributions + seeds.
 */
export function createJackpotService(deps: { db: Db; clock: Clock; wallet: WalletService; bus: EventBus }) {
  const { db, clock, wallet } = deps;

  async function fundSeeds(tx: Db, config: JackpotConfig, currency: string, levels: number[], key: string) {
    const amount = levels.reduce((sum, l) => sum + config.levels[l - 1]!.seed, 0n);
    if (amount === 0n) return null;
    return wallet.transferIn(tx, {
      idempotencyKey: key,
      kind: "jackpot_seed",
      currency,
      postings: [
        { account: { operator: "promotions" }, amount: -amount },
        { account: { operator: "jackpot_pool" }, amount },
      ],
      metadata: { jackpotId: config.id, levels },
    });
  }

  // Jackpots and currencies whose level rows are known to exist (committed): their creation is not tried again.
  const known = new Set<string>();

  /**
   * Contributes the round's share, draws each level and pays what is won; returns the transfers made. The shares are
   * appended (no lock); only a round that wins a level by its draw, or may reach a must-drop ceiling, locks the
   * levels, rolls the pending contributions up and decides on the exact values (one winner per level at a time).
   */
  async function onStake(
    config: JackpotConfig,
    tx: Db,
    round: StakedRound,
    rng: Rng,
    pay: RoundWinPayer,
  ): Promise<TransferResult[]> {
    if (!config.games.includes(round.slug) || round.stake <= 0n) return [];
    const now = clock.now();
    const transfers: TransferResult[] = [];
    const shares = config.levels.map((l) => (round.stake * BigInt(l.contributionBp)) / 10_000n);
    const total = shares.reduce((a, b) => a + b, 0n);
    // Wallet transfers first, level locks after: every jackpot round takes the locks in this one order.
    if (total > 0n) {
      transfers.push(
        await wallet.transferIn(tx, {
          idempotencyKey: `jackpot:${round.id}:contribution`,
          kind: "jackpot_contribution",
          currency: round.currency,
          postings: [
            { account: { operator: "game_revenue" }, amount: -total },
            { account: { operator: "jackpot_pool" }, amount: total },
          ],
          metadata: { jackpotId: config.id, roundId: round.id },
          // The player's shard of both operator accounts: every jackpot round would otherwise lock the same two.
          shardBy: round.userId,
        }),
      );
    }
    const knownKey = `${config.id}|${round.currency}`;
    if (!known.has(knownKey)) {
      const seeds = config.levels.map((l) => l.seed);
      const created = await jackpotStore.createLevels(tx, config.id, round.currency, seeds, now);
      // Nothing created: the rows were there, committed (a concurrent insert of them is waited for).
      if (created.length === 0) known.add(knownKey);
      const seeded = await fundSeeds(
        tx,
        config,
        round.currency,
        created,
        `jackpot:${config.id}:${round.currency}:init`,
      );
      if (seeded) transfers.push(seeded);
    }
    const seen = await jackpotStore.contribute(tx, config.id, round.currency, round.id, shares);
    // One draw per level, always, so the round's word stream is the same whatever the outcome.
    const drawn = config.levels.map((level) => {
      const draw = uniformFloat(rng);
      return draw < Math.min(1, level.chancePerUnit * (Number(round.stake) / 100));
    });
    const near = config.levels.map((level, i) => {
      if (level.mustDropBy === null) return false;
      const value = (seen.find((r) => r.level === i + 1)?.value ?? level.seed) + shares[i]!;
      return value >= level.mustDropBy - mustDropMargin(level.seed, level.mustDropBy, shares[i]!);
    });
    if (!drawn.some(Boolean) && !near.some(Boolean)) return transfers;

    const rows = await jackpotStore.lockLevels(tx, config.id, round.currency);
    const moved = await jackpotStore.rollUp(tx, config.id, round.currency);
    const won: number[] = [];
    for (const row of rows) {
      const level = config.levels[row.level - 1]!;
      const value = row.value + (moved.get(row.level) ?? 0n);
      const wins = drawn[row.level - 1]! || (level.mustDropBy !== null && value >= level.mustDropBy);
      if (!wins) continue;
      // Paid like the round's own win: a bonus-funded stake or a free spin wins bonus money, not real money.
      transfers.push(
        ...(await pay({
          idempotencyKey: `jackpot:${round.id}:win:${row.level}`,
          kind: "jackpot_win",
          from: "jackpot_pool",
          amount: value,
          metadata: { jackpotId: config.id, level: row.level, roundId: round.id },
        })),
      );
      await jackpotStore.insertWin(tx, {
        jackpotId: config.id,
        level: row.level,
        currency: round.currency,
        userId: round.userId,
        username: round.username,
        country: round.country,
        slug: round.slug,
        roundId: round.id,
        amount: value,
        wonAt: now,
      });
      await jackpotStore.setLevel(tx, config.id, round.currency, row.level, level.seed, true, now);
      won.push(row.level);
    }
    const reseeded = await fundSeeds(tx, config, round.currency, won, `jackpot:${round.id}:reseed`);
    if (reseeded) transfers.push(reseeded);
    return transfers;
  }

  /** Moves the pending contributions of a currency into the level values (once a second, with the tick). */
  async function rollUp(config: JackpotConfig, currency: string) {
    await inTransaction(db, async (tx) => {
      const rows = await jackpotStore.lockLevels(tx, config.id, currency);
      if (rows.length) await jackpotStore.rollUp(tx, config.id, currency);
    });
  }

  async function values(config: JackpotConfig, currency: string): Promise<bigint[]> {
    const rows = await jackpotStore.levels(db, config.id, currency);
    return config.levels.map((l, i) => rows.find((r) => r.level === i + 1)?.value ?? l.seed);
  }

  /** The jackpot card (docs/product/engagement.md#jackpots) in one currency; money in minor units. */
  async function card(config: JackpotConfig, currency: string): Promise<JackpotCard> {
    const now = localParts(clock.now());
    const monthStart = zonedInstant({ year: now.year, month: now.month, day: 1 });
    const yearStart = zonedInstant({ year: now.year, month: 1, day: 1 });
    const current = await values(config, currency);
    const levels = await Promise.all(
      LEVEL_NAMES.map(async (name, i) => {
        const level = i + 1;
        const [largest] = await jackpotStore.wins(db, config.id, currency, level, "amount", 1);
        const [last] = await jackpotStore.wins(db, config.id, currency, level, "time", 1);
        const monthly = await jackpotStore.wins(db, config.id, currency, level, "amount", 5, monthStart);
        const yearly = await jackpotStore.wins(db, config.id, currency, level, "amount", 5, yearStart);
        return {
          level: name,
          currency,
          currentValue: Number(current[i]),
          largestWin: largest ? winView(largest) : null,
          lastWin: last ? winView(last) : null,
          topMonthlyWinners: monthly.map(winView),
          topYearlyWinners: yearly.map(winView),
          numberOfWins: await jackpotStore.winCount(db, config.id, currency, level),
        };
      }),
    );
    return { jackpotId: config.id, name: config.name, currency, games: config.games, levels };
  }

  // The last tick this process published per jackpot and currency: a tick goes out only when a value moved.
  const lastTick = new Map<string, string>();
  async function publishTick(config: JackpotConfig, currency: string) {
    await rollUp(config, currency);
    const current = await values(config, currency);
    const tick: JackpotTick = {
      jackpotId: config.id,
      currency,
      values: Object.fromEntries(LEVEL_NAMES.map((n, i) => [n, Number(current[i])])) as JackpotTick["values"],
    };
    const key = `${config.id}|${currency}`;
    const text = JSON.stringify(tick.values);
    if (lastTick.get(key) === text) return;
    lastTick.set(key, text);
    await deps.bus.publish(JACKPOT_CHANNEL, tick);
  }

  return {
    /** The games-module hook of one jackpot (see AfterStakeHook). */
    hook:
      (config: JackpotConfig): AfterStakeHook =>
      (tx, round, rng, pay) =>
        onStake(config, tx, round, rng, pay),
    card,
    values,
    rollUp,
    publishTick,
    /** Newest wins of every jackpot, as feed rounds (the casino's /api/jackpotWinners). */
    recentWins: async (filter: {
      currency?: string | undefined;
      country?: string | undefined;
      limit: number;
    }) =>
      (await jackpotStore.recentWins(db, filter)).map((w) => ({
        slug: w.slug,
        username: w.username,
        currency: w.currency,
        stake: 0n,
        win: w.amount,
        settledAt: w.wonAt,
      })),
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;

/**
 * How close to its must-drop ceiling a level's value (as this round sees it, without the contributions of rounds
 * still in flight) must be for the round to take the level lock and decide on the exact value: a tenth of the way
 * from seed to ceiling, and at least a hundred of this round's shares (a hundred such rounds in flight at once).
 * Should more rounds in flight than that cross the ceiling together, the next round that sees it reached wins
 * the level, with everything contributed to it: paid once, a little later.
 */
export function mustDropMargin(seed: bigint, mustDropBy: bigint, share: bigint): bigint {
  const tenth = (mustDropBy - seed) / 10n;
  const hundred = share * 100n;
  return tenth > hundred ? tenth : hundred;
}
