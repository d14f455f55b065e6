import { type Rng, uniformInt } from "../fair/rng";

// The money wheel of the live casino's game-show table ("Dream Catcher" style). 54 equal segments: the numbers
// 1 (23 segments), 2 (15), 5 (7), 10 (4), 20 (2) and 40 (1), and two multiplier segments, 2× and 7×. A bet names a
// number and pays that number to 1 when the wheel stops on it. On a multiplier the wheel spins again, this time
// landing on one of the 52 number segments only, and the winning number pays its payout times the multiplier
// (so at most one multiplier per round, and every round ends in two draws at most). Return per number bet:
// count × (52 (n + 1) + 2 + 9n) / (54 × 52), between 88.8 % and 94.6 % (docs/decisions.md "Money wheel").

/** The numbers a player can bet on; each pays itself to 1. */
export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];

/** The multipliers of the two bonus segments. */
export const WHEEL_MULTIPLIERS = [2, 7] as const;
export type WheelMultiplier = (typeof WHEEL_MULTIPLIERS)[number];

/** A segment of the wheel: a number, or a multiplier ("2x", "7x"). */
export type WheelSegment = `${WheelNumber}` | `${WheelMultiplier}x`;

/**
 * The wheel, clockwise from the top (segment 0 under the pointer at rest). The rare segments are spread evenly
 * and no two equal segments other than 1 sit side by side.
 */
// biome-ignore format: the wheel reads best as rows of segments
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  "40", "2", "1", "5", "1", "2", "10", "1", "2", "1", "1", "5", "2", "20", "2x", "2", "1", "1",
  "5", "2", "10", "1", "1", "2", "1", "2", "5", "7x", "1", "1", "2", "1", "2", "10", "5", "1",
  "1", "2", "1", "1", "20", "2", "5", "1", "2", "1", "1", "10", "2", "5", "1", "2", "1", "1",
];

/** Indices of the 52 number segments, in wheel order: the re-spin after a multiplier draws among these. */
export const NUMBER_SEGMENTS: readonly number[] = WHEEL_SEGMENTS.flatMap((s, i) =>
  s.endsWith("x") ? [] : [i],
);

const multiplierOf = (segment: WheelSegment): WheelMultiplier | null =>
  segment.endsWith("x") ? (Number(segment.slice(0, -1)) as WheelMultiplier) : null;

/** One round of the wheel. */
export interface MoneyWheelRound {
  /** The segments the wheel stopped on, in order: one, or a multiplier and then a number. */
  segments: number[];
  /** The winning number. */
  number: WheelNumber;
  /** 1, or the multiplier landed before the re-spin. */
  multiplier: 1 | WheelMultiplier;
}

/** Spins the wheel: a uniform segment of 54; on a multiplier, a uniform number segment of the 52. */
export function playMoneyWheel(rng: Rng): MoneyWheelRound {
  const first = uniformInt(rng, WHEEL_SEGMENTS.length);
  const multiplier = multiplierOf(WHEEL_SEGMENTS[first]!);
  if (multiplier === null) {
    return { segments: [first], number: Number(WHEEL_SEGMENTS[first]) as WheelNumber, multiplier: 1 };
  }
  const second = NUMBER_SEGMENTS[uniformInt(rng, NUMBER_SEGMENTS.length)]!;
  return { segments: [first, second], number: Number(WHEEL_SEGMENTS[second]) as WheelNumber, multiplier };
}

export const isWheelNumber = (n: unknown): n is WheelNumber => WHEEL_NUMBERS.includes(n as WheelNumber);

/** How many stakes a bet on `bet` returns: 1 + number × multiplier when it wins, else 0. */
export function moneyWheelReturn(
  bet: WheelNumber,
  round: Pick<MoneyWheelRound, "number" | "multiplier">,
): number {
  return bet === round.number ? 1 + bet * round.multiplier : 0;
}

/** How many segments show `n`. */
export const segmentsOf = (n: WheelNumber) => WHEEL_SEGMENTS.filter((s) => s === `${n}`).length;

/** Exact return to player of a bet on each number (see the formula above). */
export const MONEY_WHEEL_RTP: Record<WheelNumber, number> = Object.fromEntries(
  WHEEL_NUMBERS.map((n) => [n, (segmentsOf(n) * (52 * (n + 1) + 2 + 9 * n)) / (54 * 52)]),
) as Record<WheelNumber, number>;
