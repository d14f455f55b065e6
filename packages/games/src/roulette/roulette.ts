import { type Rng, uniformInt } from "../fair/rng";

// European roulette: one zero, 37 pockets. Every bet on k numbers pays (36 / k) − 1 to 1, so every bet returns
// 36/37 of its stake on average (house edge 1/37 ≈ 2.70 %). The table is three columns of twelve rows:
// row r (1 … 12) holds 3r − 2, 3r − 1, 3r; 0 sits above the first row, touching 1, 2 and 3.

/** Return to player of every European roulette bet. */
export const ROULETTE_RTP = 36 / 37;

/** The 18 red numbers; the other non-zero numbers are black. */
export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** Inside bets name the numbers they cover. */
export type InsideBetType = "straight" | "split" | "street" | "corner" | "sixLine";
/** Outside bets cover a fixed group of 18 numbers. */
export type EvenBetType = "red" | "black" | "odd" | "even" | "low" | "high";
/** Dozens and columns cover 12 numbers, chosen by index 1, 2 or 3. */
export type DozenBetType = "dozen" | "column";

/** A bet position on the European table. */
export type RouletteBet =
  | { type: InsideBetType; numbers: number[] }
  | { type: EvenBetType }
  | { type: DozenBetType; index: number };

/** Payout "to 1" of each bet type: a winning bet returns its stake times (payout + 1). */
export const ROULETTE_PAYOUTS: Record<RouletteBet["type"], number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** Why a bet position was refused. */
export type RouletteBetError = "UNKNOWN_BET_TYPE" | "INVALID_NUMBERS" | "INVALID_POSITION" | "INVALID_INDEX";

/** The numbers a bet covers, or why it is not a valid position. */
export type CoverResult = { ok: true; numbers: number[] } | { ok: false; error: RouletteBetError };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/** Whether sorted `numbers` form a valid inside position of the given type. */
function isInsidePosition(type: InsideBetType, numbers: number[]): boolean {
  const [a = -1, b = -1] = numbers;
  switch (type) {
    case "straight":
      return numbers.length === 1;
    case "split":
      // Side by side in a row, one above the other, or 0 with 1, 2 or 3.
      if (numbers.length !== 2) return false;
      if (a === 0) return b <= 3;
      return (b === a + 1 && a % 3 !== 0) || b === a + 3;
    case "street":
      // A row of three, or one of the two European trios 0-1-2 and 0-2-3.
      if (numbers.length !== 3) return false;
      if (a === 0) return same(numbers, [0, 1, 2]) || same(numbers, [0, 2, 3]);
      return a % 3 === 1 && same(numbers, [a, a + 1, a + 2]);
    case "corner":
      // Four numbers meeting at a corner, or the first four 0-1-2-3.
      if (numbers.length !== 4) return false;
      if (a === 0) return same(numbers, [0, 1, 2, 3]);
      return a % 3 !== 0 && same(numbers, [a, a + 1, a + 3, a + 4]);
    case "sixLine":
      // Two adjacent rows.
      return numbers.length === 6 && a % 3 === 1 && same(numbers, range(a, a + 5));
  }
}

/** The numbers a bet covers after checking that it is a real position on the table. */
export function coveredNumbers(bet: RouletteBet): CoverResult {
  switch (bet.type) {
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "sixLine": {
      const { numbers } = bet;
      if (!Array.isArray(numbers) || numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) {
        return { ok: false, error: "INVALID_NUMBERS" };
      }
      const sorted = [...numbers].sort((x, y) => x - y);
      if (new Set(sorted).size !== sorted.length) return { ok: false, error: "INVALID_NUMBERS" };
      return isInsidePosition(bet.type, sorted)
        ? { ok: true, numbers: sorted }
        : { ok: false, error: "INVALID_POSITION" };
    }
    case "red":
      return { ok: true, numbers: [...RED_NUMBERS] };
    case "black":
      return { ok: true, numbers: range(1, 36).filter((n) => !RED_NUMBERS.includes(n)) };
    case "odd":
      return { ok: true, numbers: range(1, 36).filter((n) => n % 2 === 1) };
    case "even":
      return { ok: true, numbers: range(1, 36).filter((n) => n % 2 === 0) };
    case "low":
      return { ok: true, numbers: range(1, 18) };
    case "high":
      return { ok: true, numbers: range(19, 36) };
    case "dozen":
    case "column": {
      const { index } = bet;
      if (index !== 1 && index !== 2 && index !== 3) return { ok: false, error: "INVALID_INDEX" };
      return {
        ok: true,
        numbers:
          bet.type === "dozen"
            ? range(12 * index - 11, 12 * index)
            : range(1, 36).filter((n) => n % 3 === index % 3),
      };
    }
    default:
      return { ok: false, error: "UNKNOWN_BET_TYPE" };
  }
}

/** The colour of a pocket. */
export function pocketColour(pocket: number): "green" | "red" | "black" {
  if (pocket === 0) return "green";
  return RED_NUMBERS.includes(pocket) ? "red" : "black";
}

/** How many stakes a bet returns when `pocket` wins: payout + 1, or 0. Throws on an invalid bet. */
export function rouletteReturn(bet: RouletteBet, pocket: number): number {
  const cover = coveredNumbers(bet);
  if (!cover.ok) throw new Error(`invalid roulette bet: ${cover.error}`);
  return cover.numbers.includes(pocket) ? ROULETTE_PAYOUTS[bet.type] + 1 : 0;
}

/** One spin: the pocket and, per bet, how many stakes it returns. */
export interface RouletteRound {
  /** Winning pocket, 0 … 36. */
  pocket: number;
  /** Colour of the winning pocket. */
  colour: "green" | "red" | "black";
  /** Stakes returned by each bet, in the order given (0 for a losing bet). */
  returns: number[];
}

/** Spins the wheel once (a uniform pocket from the RNG) and settles every bet; throws if any bet is invalid. */
export function playRoulette(bets: RouletteBet[], rng: Rng): RouletteRound {
  for (const bet of bets) {
    const cover = coveredNumbers(bet);
    if (!cover.ok) throw new Error(`invalid roulette bet: ${cover.error}`);
  }
  const pocket = uniformInt(rng, 37);
  return { pocket, colour: pocketColour(pocket), returns: bets.map((bet) => rouletteReturn(bet, pocket)) };
}
