import type { Db } from "../../platform/db";
import { gamesStore } from "./games.store";

/** A settled real-money round as other modules see it (tournaments, loyalty points). */
export interface SettledRound {
  id: string;
  userId: string;
  slug: string;
  /** slot | roulette | blackjack | dice */
  kind: string;
  currency: string;
  stake: bigint;
  /** The part of the stake paid with real money (none for a free spin): what loyalty points are earned on. */
  realStake: bigint;
  win: bigint;
  settledAt: Date;
}

/** Reads settled rounds in settlement order from `from` on, at most `limit` of them. */
export function createSettledRounds(db: Db) {
  return async (from: Date, limit: number): Promise<SettledRound[]> =>
    (await gamesStore.settledFrom(db, from, limit)).map((r) => ({
      id: r.id,
      userId: r.userId,
      slug: r.slug,
      kind: r.kind,
      currency: r.currency,
      stake: r.stake,
      realStake: r.stake - r.stakeBonus,
      win: r.win,
      settledAt: r.settledAt ?? r.createdAt,
    }));
}

export type SettledRoundsReader = ReturnType<typeof createSettledRounds>;
