import { type Rng, uniformInt } from "../fair/rng";

// Dice: a roll from 00.00 to 99.99 (10,000 equally likely outcomes, held as hundredths 0 … 9999). The player bets
// the roll lands under or over a target; with w winning outcomes the bet returns 9900 / w stakes, so its expected
// return is (w / 10000) · (9900 / w) = 99 % for every target (house edge 1 %).

/** Return to player of every dice bet. */
export const DICE_RTP = 0.99;

/** Equally likely rolls: 00.00 … 99.99 in hundredths. */
export const DICE_OUTCOMES = 10_000;

/** Winning outcomes allowed: a 1 % to 98 % chance. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

/** A dice bet: target in hundredths (4950 = 49.50) and whether the roll must land under or over it. */
export interface DiceBet {
  target: number;
  direction: "under" | "over";
}

/** A settled dice round. */
export interface DiceRound {
  /** The roll in hundredths (4217 shows as 42.17). */
  roll: number;
  win: boolean;
  /** Stakes returned as an exact fraction: numerator / denominator (0 / 1 when lost). */
  returnNumerator: number;
  returnDenominator: number;
}

/** Winning outcomes of a bet: rolls strictly under the target, or strictly over it. */
export function diceWinningOutcomes(bet: DiceBet): number {
  return bet.direction === "under" ? bet.target : DICE_OUTCOMES - 1 - bet.target;
}

/** Why a dice bet is refused, or null when it is fine. */
export function diceBetError(bet: DiceBet): "INVALID_TARGET" | "CHANCE_OUT_OF_RANGE" | null {
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target >= DICE_OUTCOMES) return "INVALID_TARGET";
  if (bet.direction !== "under" && bet.direction !== "over") return "INVALID_TARGET";
  const winning = diceWinningOutcomes(bet);
  return winning < DICE_MIN_WINNING || winning > DICE_MAX_WINNING ? "CHANCE_OUT_OF_RANGE" : null;
}

/** The payout multiplier shown to the player, truncated to 4 decimals (settlement uses the exact fraction). */
export function diceMultiplier(bet: DiceBet): number {
  return Math.floor((9900 / diceWinningOutcomes(bet)) * 10_000) / 10_000;
}

/** Settles a bet against a given roll. */
export function settleDice(bet: DiceBet, roll: number): DiceRound {
  const error = diceBetError(bet);
  if (error) throw new Error(`invalid dice bet: ${error}`);
  const win = bet.direction === "under" ? roll < bet.target : roll > bet.target;
  return win
    ? { roll, win, returnNumerator: 9900, returnDenominator: diceWinningOutcomes(bet) }
    : { roll, win, returnNumerator: 0, returnDenominator: 1 };
}

/** Rolls once from the RNG and settles the bet. */
export function playDice(bet: DiceBet, rng: Rng): DiceRound {
  const error = diceBetError(bet);
  if (error) throw new Error(`invalid dice bet: ${error}`);
  return settleDice(bet, uniformInt(rng, DICE_OUTCOMES));
}
