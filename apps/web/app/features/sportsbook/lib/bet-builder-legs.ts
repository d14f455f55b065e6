/** Market types the bet builder combines (priced together from the match's score distribution). */
export const BUILDER_MARKET_TYPES: ReadonlySet<string> = new Set([
  "1x2",
  "total_goals",
  "btts",
  "correct_score",
]);

/** The most legs one bet builder takes (contract BetBuilderPriceRequest). */
export const MAX_BUILDER_LEGS = 6;

export interface BuilderLeg {
  selectionId: string;
  marketId: string;
  marketName: string;
  selectionName: string;
}

/**
 * Picking in the bet builder: the same selection again removes it; another selection of a market already used
 * replaces that market's leg (one leg per market); a new market is added while there is room.
 */
export function toggleLeg(legs: BuilderLeg[], leg: BuilderLeg): BuilderLeg[] {
  if (legs.some((item) => item.selectionId === leg.selectionId))
    return legs.filter((item) => item.selectionId !== leg.selectionId);
  if (legs.some((item) => item.marketId === leg.marketId))
    return legs.map((item) => (item.marketId === leg.marketId ? leg : item));
  return legs.length >= MAX_BUILDER_LEGS ? legs : [...legs, leg];
}
