// Bet builder: same-game combinations of football selections, priced from the joint distribution of the final
// score (footballScoreDistribution) — the exact probability that every leg wins, not a product of correlated
// prices. Contradictory legs simply have probability 0.

import { MAX_ODDS, MIN_ODDS, toLadder } from "./ladder";
import { settleSelection } from "./settlement";
import type { BetBuilderLeg, MarketType } from "./types";

/** Market types a bet builder leg may come from. */
export const BET_BUILDER_MARKETS: ReadonlySet<MarketType> = new Set([
  "1x2",
  "double_chance",
  "total_goals",
  "btts",
  "correct_score",
]);

export class BetBuilderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BetBuilderError";
  }
}

/** Throws BetBuilderError unless the leg can be part of a bet builder (type, and half lines for totals). */
export function assertBetBuilderLeg(leg: BetBuilderLeg): void {
  if (!BET_BUILDER_MARKETS.has(leg.type)) throw new BetBuilderError(`${leg.type} cannot be in a bet builder`);
  if (leg.type === "total_goals") {
    const line = leg.line;
    if (line === null || !Number.isFinite(line) || Math.abs(line - Math.floor(line) - 0.5) > 1e-9) {
      throw new BetBuilderError("bet builder totals need a half line (no pushes)");
    }
  }
}

/**
 * P(every leg wins) = Σ over final scores (h, a) where all legs win of dist[h][a]. Throws BetBuilderError for a
 * leg that cannot be combined and SettlementError for an unknown selection key.
 */
export function betBuilderProbability(dist: number[][], legs: readonly BetBuilderLeg[]): number {
  for (const leg of legs) assertBetBuilderLeg(leg);
  let p = 0;
  for (let h = 0; h < dist.length; h++) {
    const row = dist[h]!;
    for (let a = 0; a < row.length; a++) {
      const q = row[a]!;
      if (q === 0) continue;
      const result = { sport: "football" as const, home: h, away: a };
      if (legs.every((leg) => settleSelection(leg.type, leg.line, leg.key, result) === "won")) p += q;
    }
  }
  return Math.min(1, p);
}

/**
 * Ladder odds for a combination of probability p with the book's overround (proportional: 1 / (p × overround),
 * rounded down); null when p is 0 or the price would be beyond MAX_ODDS (not offered).
 */
export function betBuilderOdds(probability: number, overround: number): number | null {
  if (!(probability > 0)) return null;
  const odds = 1 / (probability * overround);
  if (odds > MAX_ODDS) return null;
  return Math.max(MIN_ODDS, toLadder(odds));
}
