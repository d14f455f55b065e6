import type { Db } from "../../platform/db";
import type { FeedFilter, FeedRound, RoundFeedSource } from "../casino";
import { gamesStore, type RoundRow } from "./games.store";

const feedRound = (r: RoundRow): FeedRound => ({
  slug: r.slug,
  username: r.username,
  currency: r.currency,
  stake: r.stake,
  win: r.win,
  settledAt: r.settledAt ?? r.createdAt,
});

/** The studio's settled rounds, for the casino feeds (winners, latest bets, actual RTP). */
export function createRoundFeed(db: Db): RoundFeedSource {
  return {
    recentWins: async (f: FeedFilter) => (await gamesStore.recentWins(db, f)).map(feedRound),
    topWins: async (f: FeedFilter, since: Date) => (await gamesStore.topWins(db, f, since)).map(feedRound),
    latest: async (f: FeedFilter) => (await gamesStore.latest(db, f)).map(feedRound),
    totals: async (from: Date, to: Date) =>
      (await gamesStore.totals(db, from, to)).map((t) => ({
        slug: t.slug,
        currency: t.currency,
        rounds: t.rounds,
        staked: BigInt(t.staked),
        won: BigInt(t.won),
      })),
  };
}
