// @casino/games: the pure game maths of the in-house studio. No I/O: the server passes in random bytes for seeds
// and stores what these functions return; the web uses the same code to show and verify rounds.

export { basicStrategy } from "./blackjack/basic-strategy";
export {
  actBlackjack,
  actionCost,
  BLACKJACK_RTP,
  dealBlackjack,
  legalActions,
  MAX_HANDS,
  publicBlackjackState,
  startBlackjack,
} from "./blackjack/blackjack";
export {
  type BlackjackAction,
  BlackjackError,
  type BlackjackErrorCode,
  type BlackjackHand,
  type BlackjackState,
  type HandResult,
} from "./blackjack/blackjack.types";
export {
  type Card,
  cardRank,
  cardValue,
  DECKS,
  handValue,
  isNatural,
  SHOE_CARDS,
  shuffleShoe,
} from "./blackjack/cards";
export {
  BLACKJACK_SLUG,
  DICE_SLUG,
  type GameKind,
  ROULETTE_SLUG,
  type StudioGame,
  studioGames,
} from "./catalogue";
export {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  type DiceRound,
  diceBetError,
  diceMultiplier,
  diceWinningOutcomes,
  playDice,
  settleDice,
} from "./dice/dice";
export {
  createFairRng,
  type Rng,
  type RoundSeeds,
  uniformFloat,
  uniformInt,
} from "./fair/rng";
export {
  hashServerSeed,
  newClientSeed,
  newSeedState,
  newServerSeed,
  type PublicSeedState,
  publicSeeds,
  type RevealedSeeds,
  rotateSeeds,
  type SeedState,
} from "./fair/seeds";
export { hmacSha256, sha256, toHex } from "./fair/sha256";
export { returnAmount } from "./payout";
export {
  type CoverResult,
  coveredNumbers,
  type DozenBetType,
  type EvenBetType,
  type InsideBetType,
  playRoulette,
  pocketColour,
  RED_NUMBERS,
  ROULETTE_PAYOUTS,
  ROULETTE_RTP,
  type RouletteBet,
  type RouletteBetError,
  type RouletteRound,
  rouletteReturn,
} from "./roulette/roulette";
export { findSlotTitle, slotTitles } from "./slots/catalogue";
export type {
  FreeSpinsRule,
  Position,
  ScatterRule,
  SlotDefinition,
  SlotRound,
  SlotSpin,
  SlotStats,
  SlotSymbol,
  SlotWin,
  Volatility,
} from "./slots/slot.types";
export { evaluateStops, MAX_FREE_SPINS, playSlot } from "./slots/slot-engine";
export { analyseSlot, type SlotAnalysis, VOLATILITY_THRESHOLDS, volatilityOf } from "./slots/slot-maths";
export {
  dealtCards,
  type RevealedRound,
  type VerifiedOutcome,
  type VerifyGame,
  type VerifyResult,
  verifyRound,
} from "./verify";
export {
  isWheelNumber,
  MONEY_WHEEL_RTP,
  type MoneyWheelRound,
  moneyWheelReturn,
  NUMBER_SEGMENTS,
  playMoneyWheel,
  segmentsOf,
  WHEEL_MULTIPLIERS,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  type WheelMultiplier,
  type WheelNumber,
  type WheelSegment,
} from "./wheel/money-wheel";
