import { betBuilderProbability, footballScoreDistribution, type MarketType, toLadder } from "@casino/sports";
import type { EventRow } from "../catalogue/events.store";

export interface BetBuilderLegInput {
  type: string;
  line: number | null;
  key: string;
}

export interface BetBuilderQuote {
  /** Ladder odds in thousandths; null when the combination is not offered. */
  oddsMilli: number | null;
  /** The exact joint probability that every leg wins (0 for a contradictory combination). */
  probability: number;
  reason: string | null;
}

/** Combinations priced longer than this are not offered (the top of the ladder). */
const MAX_ODDS = 1000;

/**
 * The price of a same-game combination: the exact probability that all legs win, read off the model's final-score
 * distribution in the match's current state, with the book's overround, rounded down onto the ladder. Never the
 * product of the legs' odds: the legs are correlated (a home win and over 2.5 goals go together).
 */
export function quoteBetBuilder(
  event: EventRow,
  legs: BetBuilderLegInput[],
  overround: number,
): BetBuilderQuote {
  if (event.model.sport !== "football") return { oddsMilli: null, probability: 0, reason: "not_football" };
  const state =
    event.status === "live" && event.live?.state?.sport === "football" ? event.live.state.state : null;
  let probability: number;
  try {
    const dist = footballScoreDistribution(event.model, state);
    probability = betBuilderProbability(
      dist,
      legs.map((l) => ({ type: l.type as MarketType, line: l.line, key: l.key })),
    );
  } catch {
    return { oddsMilli: null, probability: 0, reason: "invalid_combination" };
  }
  if (!(probability > 0)) return { oddsMilli: null, probability: 0, reason: "impossible" };
  const fair = 1 / (probability * overround);
  if (fair > MAX_ODDS) return { oddsMilli: null, probability, reason: "too_unlikely" };
  return { oddsMilli: Math.round(toLadder(fair) * 1000), probability, reason: null };
}
