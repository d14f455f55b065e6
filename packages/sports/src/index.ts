// @casino/sports: the sportsbook's pure mathematics — pricing models, margin and odds ladder, odds formats,
// settlement, bet builder, cash-out and the seeded match simulator. No I/O.

export {
  type BasketballDistribution,
  basketballDistribution,
  basketballExpectations,
  basketballMarkets,
  MARGIN_SD,
  OVERTIME_SECONDS,
  REGULATION_SECONDS,
  TOTAL_SD,
} from "./basketball";
export {
  assertBetBuilderLeg,
  BET_BUILDER_MARKETS,
  BetBuilderError,
  betBuilderOdds,
  betBuilderProbability,
} from "./bet-builder";
export { combinedOdds, combinedOddsMilli, oddsMilli, returnAtOdds } from "./bet-returns";
export { cashOutValue } from "./cashout";
export {
  CORRECT_SCORE_MAX,
  DIXON_COLES_RHO,
  expectedGoals,
  FOOTBALL_MINUTES,
  footballMarketsFromDistribution,
  RED_CARD_OPPONENT_FACTOR,
  RED_CARD_OWN_FACTOR,
  remainingGoalRates,
  TOTAL_GOALS_LINES,
} from "./football";
export { impliedProbability, ladderFraction, MAX_ODDS, MIN_ODDS, ODDS_LADDER, toLadder } from "./ladder";
export { isQuarterLine, lineKey } from "./lines";
export { applyMargin, bookSum, DEFAULT_MARGIN_METHOD, priceMarket } from "./margin";
export {
  DECIDED_EPSILON,
  fairMarkets,
  footballScoreDistribution,
  liveMarkets,
  ModelError,
  validateModel,
} from "./markets";
export { americanOdds, formatOdds, fractionalOdds } from "./odds-format";
export { createRng, type Random } from "./rng";
export {
  LINE_MARKETS,
  MARKET_SPORT,
  multipleReturnFactor,
  returnFactor,
  SettlementError,
  settleSelection,
  voidOutcome,
} from "./settlement";
export { createSimulator, FOOTBALL_SECONDS, initialState, resultFromState } from "./simulator";
export {
  gameWinProbability,
  SET_BETTING_KEYS,
  setsWon,
  tennisMarkets,
  tennisMatchProbability,
  tennisOutcomeDistribution,
} from "./tennis";
export * from "./types";
