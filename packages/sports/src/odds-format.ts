// Odds in the player's format: decimal "2.50", fractional "6/4" (the ladder's own fraction; "1/1" for evens),
// American "+150" / "-200".

import { ladderFraction } from "./ladder";
import type { OddsFormat } from "./types";

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * Fractional odds: the ladder's traditional fraction for a ladder price, otherwise (combined odds of a multiple
 * or a bet builder) the profit per unit in hundredths, reduced: 7.34 → "317/50".
 */
export function fractionalOdds(decimal: number): string {
  const ladder = ladderFraction(decimal);
  if (ladder) return ladder;
  const hundredths = Math.max(1, Math.round((decimal - 1) * 100));
  const g = gcd(hundredths, 100);
  return `${hundredths / g}/${100 / g}`;
}

/** American (moneyline) odds: +(profit per 100 staked) from evens up, −(stake needed to win 100) below. */
export function americanOdds(decimal: number): string {
  if (decimal >= 2) return `+${Math.round((decimal - 1) * 100)}`;
  return `-${Math.round(100 / (decimal - 1))}`;
}

export function formatOdds(decimal: number, format: OddsFormat): string {
  if (!(decimal > 1)) throw new RangeError("decimal odds must be above 1");
  switch (format) {
    case "decimal":
      return decimal.toFixed(2);
    case "fractional":
      return fractionalOdds(decimal);
    case "american":
      return americanOdds(decimal);
  }
}
