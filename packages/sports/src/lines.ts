// Two-way line markets on an integer quantity X (goal margin, total goals, points, games): the first selection
// wins when X > t, the second when X < t, and X = t is a push (stake back) for whole t. A quarter t (…​.25 or
// ….75) is two half-stakes on the neighbouring lines t − 0.25 and t + 0.25, settled separately (half won / half
// lost). Asian handicap home with line L is "margin > −L"; over L is "total > L".

import type { SelectionOutcome } from "./types";

/** True when the line is a multiple of 0.25. */
export function isQuarterGrid(line: number): boolean {
  return Number.isFinite(line) && Number.isInteger(Math.round(line * 4 * 1e6) / 1e6);
}

/** True for quarter lines (x.25 / x.75), which settle as two halves. */
export function isQuarterLine(line: number): boolean {
  const q = Math.round(line * 4);
  return Math.abs(q - line * 4) < 1e-9 && q % 2 !== 0;
}

/** The one or two half-lines a threshold settles on. */
export function lineHalves(threshold: number): [number, number] {
  return isQuarterLine(threshold) ? [threshold - 0.25, threshold + 0.25] : [threshold, threshold];
}

/**
 * Fair probabilities of "X > t" and "X < t" for a distribution given by its CDF on integers
 * (cdf(k) = P(X ≤ k)). Pushes are taken out: each probability is 1 / fair odds of the (possibly split) bet, so
 * the two sum to 1. Null when every outcome is a push (the line is decided as void).
 */
export function lineProbabilities(
  cdf: (k: number) => number,
  threshold: number,
): { over: number; under: number } | null {
  let win = 0;
  let lose = 0;
  for (const h of lineHalves(threshold)) {
    const below = cdf(Math.floor(h)); // P(X ≤ ⌊h⌋)
    const push = Number.isInteger(h) ? below - cdf(h - 1) : 0;
    win += 1 - below;
    lose += below - push;
  }
  const total = win + lose;
  if (!(total > 1e-15)) return null;
  return { over: win / total, under: lose / total };
}

function settleHalf(value: number, half: number): 1 | 0 | -1 {
  if (value > half) return 1;
  if (value < half) return -1;
  return 0;
}

/** Settles "value > threshold" (the over / home side); use mirrorOutcome for the other side. */
export function settleOver(value: number, threshold: number): SelectionOutcome {
  const [a, b] = lineHalves(threshold);
  const score = settleHalf(value, a) + settleHalf(value, b);
  if (score === 2) return "won";
  if (score === -2) return "lost";
  if (score === 0) return "void"; // both halves pushed (a win and a loss cannot happen on lines 0.5 apart)
  if (score === 1) return "half_won";
  return "half_lost";
}

export function mirrorOutcome(outcome: SelectionOutcome): SelectionOutcome {
  switch (outcome) {
    case "won":
      return "lost";
    case "lost":
      return "won";
    case "half_won":
      return "half_lost";
    case "half_lost":
      return "half_won";
    default:
      return "void";
  }
}

/** CDF on integers of an explicit distribution p[0 … n−1] over values offset, offset+1, …. */
export function arrayCdf(p: ArrayLike<number>, offset = 0): (k: number) => number {
  const cumulative = new Float64Array(p.length);
  let acc = 0;
  for (let i = 0; i < p.length; i++) {
    acc += p[i]!;
    cumulative[i] = acc;
  }
  return (k: number) => {
    const i = k - offset;
    if (i < 0) return 0;
    if (i >= p.length) return acc;
    return cumulative[i]!;
  };
}

/** Market key of a line, e.g. "total_goals:2.5", "asian_handicap:-0.75". */
export function lineKey(type: string, line: number): string {
  return `${type}:${line === 0 ? 0 : line}`;
}
