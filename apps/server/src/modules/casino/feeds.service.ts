import { toMajor } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { CatalogueService } from "./catalogue.service";

/** A settled round as the feeds see it (provided by the studio, module games). */
export interface FeedRound {
  slug: string;
  username: string;
  currency: string;
  stake: bigint;
  win: bigint;
  settledAt: Date;
}

/** Filters of the winners and latest-bets feeds. */
export interface FeedFilter {
  country?: string | undefined;
  currency?: string | undefined;
  limit: number;
}

/** Where the feeds read real rounds from; the games module implements it (no fixtures). */
export interface RoundFeedSource {
  recentWins(filter: FeedFilter): Promise<FeedRound[]>;
  topWins(filter: FeedFilter, since: Date): Promise<FeedRound[]>;
  latest(filter: FeedFilter): Promise<FeedRound[]>;
  totals(
    from: Date,
    to: Date,
  ): Promise<{ slug: string; currency: string; rounds: number; staked: bigint; won: bigint }[]>;
}

const HOUR = 3_600_000;
/** Top winners rank the biggest wins of the last 7 days (docs/decisions/0054-winners-and-bets-feeds.md). */
const TOP_WINDOW_MS = 7 * 24 * HOUR;

/** `andrea` → `an***ea`: enough for a player to recognise themself, not enough to find an account. */
export function maskUsername(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** Winners, latest bets and actual RTP, all computed from real settled rounds. */
export function createFeedsService(deps: {
  clock: Clock;
  catalogue: CatalogueService;
  rounds: RoundFeedSource;
  /** Real jackpot wins, newest first (module engagement); without it, wins on games in a jackpot group. */
  jackpotWins?: ((filter: FeedFilter) => Promise<FeedRound[]>) | undefined;
}) {
  const { clock, catalogue, rounds } = deps;

  async function winners(list: FeedRound[], keep: (groups: string[]) => boolean = () => true) {
    const games = await catalogue.gamesBySlug(list.map((r) => r.slug));
    const items = [];
    for (const round of list) {
      const game = games.get(round.slug);
      // docs/product/casino.md#feeds: a winner whose game has no launch URL is dropped.
      if (!game?.launchUrl || !keep(game.groupInfos.map((g) => g.source))) continue;
      items.push({
        username: maskUsername(round.username),
        amount: toMajor(round.win),
        gameId: game.id,
        gameName: game.name,
        currency: round.currency,
        slug: game.slug || (game.launchUrl.split("/").pop() ?? ""),
        thumbnails: { "114": game.thumbnails["114"] ?? "" },
        gameHasFunMode: game.hasFunMode,
        timestamp: round.settledAt.toISOString(),
      });
    }
    return { items };
  }

  return {
    recentWinners: async (f: FeedFilter) => winners(await rounds.recentWins(f)),
    topWinners: async (f: FeedFilter) =>
      winners(await rounds.topWins(f, new Date(clock.now().getTime() - TOP_WINDOW_MS))),
    /** Jackpot wins from the jackpot pools when wired, else wins on games in a jackpot group. */
    jackpotWinners: async (f: FeedFilter) =>
      deps.jackpotWins
        ? winners(await deps.jackpotWins(f))
        : winners(await rounds.recentWins({ ...f, limit: f.limit * 5 }), (sources) =>
            sources.includes("jackpot"),
          ).then((r) => ({ items: r.items.slice(0, f.limit) })),

    async latestBets(f: FeedFilter) {
      const list = await rounds.latest(f);
      const games = await catalogue.gamesBySlug(list.map((r) => r.slug));
      return {
        items: list.map((r) => ({
          gameName: games.get(r.slug)?.name ?? r.slug,
          username: maskUsername(r.username),
          wagered: toMajor(r.stake),
          winning: toMajor(r.win),
          currency: r.currency,
        })),
      };
    },

    /** Actual RTP per game and currency over the last hour or day. */
    async rtp(windowMs: number) {
      const to = clock.now();
      const from = new Date(to.getTime() - windowMs);
      const totals = await rounds.totals(from, to);
      const games = await catalogue.gamesBySlug(totals.map((t) => t.slug));
      const items = totals.map((t) => ({
        slug: t.slug,
        gameName: games.get(t.slug)?.name ?? t.slug,
        rounds: t.rounds,
        currency: t.currency,
        wagered: toMajor(t.staked),
        won: toMajor(t.won),
        rtp: t.staked > 0n ? Number((t.won * 1_000_000n) / t.staked) / 1_000_000 : null,
        theoreticalRtp: games.get(t.slug)?.rtp ?? null,
      }));
      return { from: from.toISOString(), to: to.toISOString(), items };
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
export const RTP_WINDOWS = { hourly: HOUR, daily: 24 * HOUR } as const;
