// The sport-independent entry point: every market of an event, conditioned on its live state.

import { basketballMarkets } from "./basketball";
import { footballMarkets, scoreDistribution } from "./football";
import { tennisMarkets } from "./tennis";
import type { FairMarket, FootballModel, FootballState, MatchModel, MatchState } from "./types";

/** A selection below this probability is impossible for the book (left out of its market). */
export const DECIDED_EPSILON = 1e-9;

export class ModelError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = "ModelError";
  }
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new ModelError(message);
}

const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);

/**
 * Throws ModelError unless the ratings are on the scales the models expect (see types.ts): football attack
 * 0.05 … 6, defence 0.2 … 5, homeAdvantage 0.5 … 2 (a multiplier); tennis serve strictly between 0.05 and 0.95;
 * basketball rating 40 … 200 points, homeAdvantage −20 … 20 points.
 */
export function validateModel(model: MatchModel): void {
  switch (model.sport) {
    case "football":
      for (const side of [model.home, model.away]) {
        check(
          finite(side.attack) && side.attack >= 0.05 && side.attack <= 6,
          "football attack must be 0.05 … 6",
        );
        check(
          finite(side.defence) && side.defence >= 0.2 && side.defence <= 5,
          "football defence must be 0.2 … 5",
        );
      }
      check(
        finite(model.homeAdvantage) && model.homeAdvantage >= 0.5 && model.homeAdvantage <= 2,
        "football homeAdvantage is a multiplier of the home goals, 0.5 … 2 (e.g. 1.25)",
      );
      return;
    case "tennis":
      for (const side of [model.home, model.away]) {
        check(
          finite(side.serve) && side.serve > 0.05 && side.serve < 0.95,
          "tennis serve must be in (0.05, 0.95)",
        );
      }
      return;
    case "basketball":
      for (const side of [model.home, model.away]) {
        check(
          finite(side.rating) && side.rating >= 40 && side.rating <= 200,
          "basketball rating is points per game, 40 … 200",
        );
      }
      check(
        finite(model.homeAdvantage) && Math.abs(model.homeAdvantage) <= 20,
        "basketball homeAdvantage is in points, −20 … 20",
      );
      return;
    default:
      throw new ModelError("unknown sport");
  }
}

/**
 * Leaves out selections the state has made impossible and markets it has decided (fewer than two live
 * selections, or every selection certain), and renormalises each market to its exact total.
 */
export function liveMarkets(markets: FairMarket[]): FairMarket[] {
  const out: FairMarket[] = [];
  for (const market of markets) {
    const target = market.type === "double_chance" ? 2 : 1;
    const selections = market.selections.filter((s) => s.probability >= DECIDED_EPSILON);
    if (selections.length < 2) continue;
    if (selections.every((s) => s.probability > 1 - DECIDED_EPSILON)) continue;
    const sum = selections.reduce((a, s) => a + s.probability, 0);
    out.push({
      ...market,
      selections: selections.map((s) => ({ key: s.key, probability: (s.probability * target) / sum })),
    });
  }
  return out;
}

/**
 * Every market the sport offers with fair probabilities, conditioned on the live state (null = pre-match).
 * Football: 1x2, double_chance, total_goals 0.5 … 4.5, btts, correct_score, asian_handicap (7 lines around the
 * balanced one, whole, half and quarter); tennis: match_winner, set_betting, total_games (5 lines); basketball:
 * moneyline, spread (5 lines), total_points (5 lines). Decided markets and impossible selections are left out.
 */
export function fairMarkets(model: MatchModel, state: MatchState | null): FairMarket[] {
  validateModel(model);
  if (state && state.sport !== model.sport)
    throw new ModelError("the state is of another sport than the model");
  switch (model.sport) {
    case "football":
      return liveMarkets(footballMarkets(model, state?.sport === "football" ? state.state : null));
    case "tennis":
      return liveMarkets(tennisMarkets(model, state?.sport === "tennis" ? state.state : null));
    case "basketball":
      return liveMarkets(basketballMarkets(model, state?.sport === "basketball" ? state.state : null));
  }
}

/**
 * P[finalHome][finalAway] of a football match from the state (null = pre-match); sums to 1. Accepts the state
 * wrapped ({sport: "football", state}) or bare. Pre-match 11 × 11; in play (home + 11) × (away + 11), zero below
 * the current score (each side's further goals are counted up to 10).
 */
export function footballScoreDistribution(
  model: MatchModel | FootballModel,
  state: MatchState | FootballState | null,
): number[][] {
  validateModel(model);
  if (model.sport !== "football") throw new ModelError("footballScoreDistribution needs a football model");
  let bare: FootballState | null = null;
  if (state && "sport" in state) {
    if (state.sport !== "football") throw new ModelError("the state is of another sport than the model");
    bare = state.state;
  } else if (state) {
    bare = state;
  }
  return scoreDistribution(model, bare);
}
