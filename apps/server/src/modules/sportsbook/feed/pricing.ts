import { fairMarkets, type MatchModel, type MatchState, priceMarket } from "@casino/sports";
import type { PricedInput } from "../pricing/market-prices";

/** Every market of the model in this state, fair probabilities and odds with the book's overround together. */
export function priceAll(model: MatchModel, state: MatchState | null, overround: number): PricedInput[] {
  return fairMarkets(model, state).map((fair) => {
    const priced = priceMarket(fair, overround);
    const odds = new Map(priced.selections.map((s) => [s.key, s.odds]));
    return {
      key: fair.key,
      type: fair.type,
      line: fair.line,
      selections: fair.selections
        .filter((s) => odds.has(s.key))
        .map((s) => ({ key: s.key, odds: odds.get(s.key)!, probability: s.probability })),
    };
  });
}
