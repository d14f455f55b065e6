// The odds ladder: the prices the book quotes, as fractions (as UK-style bookmakers do), each with its two-decimal
// decimal price. Every quoted price is a ladder price, so every price has a fraction to show ("6/4", "11/10",
// evens "1/1"). The traditional fractions are filled in (x/20 from evens to 2/1, tenths and fifths to 4/1,
// quarters to 10/1, halves to 20/1, whole numbers to 30/1) so that no step is much above 5 % below 30/1: rounding
// down then costs little, and even a 26-way correct-score market stays within a 5 % overround.

export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;

// biome-ignore format: a table
const FRACTIONS = [
  "1/100", "1/50", "1/33", "1/25", "1/20", "1/16", "1/14", "1/12", "1/11", "1/10",
  "1/9", "1/8", "2/15", "1/7", "2/13", "1/6", "2/11", "1/5", "2/9", "1/4",
  "2/7", "3/10", "1/3", "4/11", "3/8", "2/5", "4/9", "9/20", "1/2", "8/15",
  "4/7", "3/5", "8/13", "5/8", "4/6", "7/10", "8/11", "3/4", "4/5", "5/6",
  "17/20", "9/10", "10/11", "20/21", "1/1", "21/20", "11/10", "23/20", "6/5", "5/4",
  "13/10", "27/20", "11/8", "7/5", "29/20", "6/4", "31/20", "8/5", "13/8", "33/20",
  "17/10", "7/4", "9/5", "37/20", "15/8", "19/10", "39/20", "2/1", "21/10", "85/40",
  "11/5", "9/4", "23/10", "12/5", "5/2", "13/5", "27/10", "11/4", "14/5", "29/10",
  "3/1", "31/10", "16/5", "10/3", "17/5", "7/2", "18/5", "15/4", "19/5", "39/10",
  "4/1", "17/4", "9/2", "19/4", "5/1", "21/4", "11/2", "23/4", "6/1", "25/4",
  "13/2", "27/4", "7/1", "29/4", "15/2", "31/4", "8/1", "33/4", "17/2", "35/4",
  "9/1", "37/4", "19/2", "39/4", "10/1", "21/2", "11/1", "23/2", "12/1", "25/2",
  "13/1", "27/2", "14/1", "29/2", "15/1", "31/2", "16/1", "33/2", "17/1", "35/2",
  "18/1", "37/2", "19/1", "39/2", "20/1", "21/1", "22/1", "23/1", "24/1", "25/1",
  "26/1", "27/1", "28/1", "29/1", "30/1", "33/1", "35/1", "40/1", "45/1", "50/1",
  "55/1", "60/1", "66/1", "70/1", "75/1", "80/1", "90/1", "100/1", "110/1", "125/1",
  "150/1", "175/1", "200/1", "250/1", "300/1", "350/1", "400/1", "500/1", "600/1", "750/1",
  "999/1",
] as const;

/** Decimal prices that differ from plain two-decimal rounding (so neighbours stay distinct). */
const DECIMAL_OVERRIDES: Record<string, number> = { "1/8": 1.12 };

function decimalOf(fraction: string): number {
  const override = DECIMAL_OVERRIDES[fraction];
  if (override !== undefined) return override;
  const [n, d] = fraction.split("/").map(Number) as [number, number];
  return Math.round((1 + n / d) * 100 + 1e-9) / 100;
}

/** The ladder, ascending: decimal price and its fraction. */
export const ODDS_LADDER: readonly { decimal: number; fractional: string }[] = FRACTIONS.map(
  (fractional) => ({
    decimal: decimalOf(fractional),
    fractional,
  }),
);

const DECIMALS = ODDS_LADDER.map((r) => r.decimal);
const FRACTION_BY_DECIMAL = new Map(ODDS_LADDER.map((r) => [r.decimal, r.fractional]));

/** The fraction of a ladder price, or undefined when the decimal is not on the ladder. */
export function ladderFraction(decimal: number): string | undefined {
  const rounded = Math.round(decimal * 100) / 100;
  return Math.abs(rounded - decimal) < 1e-9 ? FRACTION_BY_DECIMAL.get(rounded) : undefined;
}

/**
 * The highest ladder price at or below `odds` (never above it: rounding favours the book), clamped to
 * MIN_ODDS … MAX_ODDS.
 */
export function toLadder(odds: number): number {
  if (Number.isNaN(odds)) throw new RangeError("odds must be a number");
  if (odds >= MAX_ODDS) return MAX_ODDS;
  let lo = 0;
  let hi = DECIMALS.length - 1;
  // Binary search for the last price ≤ odds (with a hair of tolerance for float noise such as 1.8999999999).
  const target = odds + 1e-9;
  if (target < DECIMALS[0]!) return MIN_ODDS;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (DECIMALS[mid]! <= target) lo = mid;
    else hi = mid - 1;
  }
  return DECIMALS[lo]!;
}

/** 1 / decimal odds. */
export function impliedProbability(decimal: number): number {
  if (!(decimal > 0)) throw new RangeError("odds must be positive");
  return 1 / decimal;
}
