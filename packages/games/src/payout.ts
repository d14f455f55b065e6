/**
 * Money back for a stake times an exact fraction, rounded down to whole minor units (the player never gets a
 * fraction of a cent the game did not win; the rounding is the only place money and game maths meet).
 * Slots: returnAmount(stake, round.winCoins, round.coins); dice: (stake, returnNumerator, returnDenominator);
 * roulette: (stake, stakesReturned, 1).
 */
export function returnAmount(
  stake: bigint,
  numerator: number | bigint,
  denominator: number | bigint,
): bigint {
  const num = BigInt(numerator);
  const den = BigInt(denominator);
  if (stake < 0n || num < 0n || den <= 0n) throw new Error("stake and fraction must be non-negative");
  return (stake * num) / den;
}
