// One rounding rule for the odds and returns of bets
// (docs/decisions/0082-exact-sports-money-and-one-rounding-rule.md), used by the slip, the bet placement, the bet
// card and settlement alike: the combined odds of two or more legs are the product of their decimal odds rounded down
// to two decimals, once; a bet returns its stake × those odds, rounded down to the minor unit. So the return shown is
// always the stake times the odds shown, and never more than the exact product.

/** A decimal price in thousandths, the book's integer unit: 2.5 → 2500n. */
export const oddsMilli = (odds: number): bigint => BigInt(Math.round(odds * 1000));

/**
 * The combined odds of legs that must all win (a multiple, or one line of a system bet), in thousandths: the
 * product of the legs' odds (thousandths) rounded down to hundredths once. One leg keeps its own odds.
 */
export function combinedOddsMilli(legs: readonly (number | bigint)[]): bigint {
  if (legs.length === 1) return BigInt(legs[0]!);
  let num = 1n;
  let den = 1n;
  for (const odds of legs) {
    num *= BigInt(odds);
    den *= 1000n;
  }
  return ((num * 100n) / den) * 10n;
}

/** The combined odds of decimal prices, as shown: 1.40 × 1.60 × 1.91 = 4.2784 → 4.27. */
export function combinedOdds(legs: readonly number[]): number {
  return Number(combinedOddsMilli(legs.map(oddsMilli))) / 1000;
}

/** What a stake (minor units) returns at odds (thousandths) if it wins: stake × odds, rounded down to the minor unit. */
export function returnAtOdds(stakeMinor: bigint, odds: bigint): bigint {
  return (stakeMinor * odds) / 1000n;
}
