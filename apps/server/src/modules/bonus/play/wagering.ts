import type { BonusGameType, Contributions } from "@casino/contract";

// The arithmetic of a bonus, in minor units and without I/O: how much it gives, how much must be wagered, how much
// a stake counts and what converts into real money.

/** Odds as hundredths (1.50 → 150), exact for the two-decimal odds of the book. */
export const oddsHundredths = (odds: number): number => Math.round(odds * 100);

/** A deposit match: `percentage` % of the deposit, rounded down, at most `maxBonus`. */
export function depositMatch(deposit: bigint, percentage: number, maxBonus: bigint | null): bigint {
  const bonus = (deposit * BigInt(percentage)) / 100n;
  return maxBonus !== null && bonus > maxBonus ? maxBonus : bonus;
}

/** The wagering requirement: multiplier × the bonus, or × bonus plus the qualifying deposit. */
export function wageringRequired(
  multiplier: number,
  base: string,
  bonus: bigint,
  deposit: bigint | null,
): bigint {
  const counted = base === "bonus_deposit" ? bonus + (deposit ?? 0n) : bonus;
  return BigInt(multiplier) * counted;
}

/**
 * How much of a stake counts towards wagering: its game type's percentage, rounded down. A sports stake counts
 * only at odds of at least `sportsMinOdds` (hundredths), and not at all when its odds are unknown.
 */
export function contribution(
  stake: bigint,
  game: BonusGameType,
  contributions: Contributions,
  sportsMinOdds: number | null,
  odds?: number,
): bigint {
  if (game === "sports" && sportsMinOdds !== null) {
    if (odds === undefined || oddsHundredths(odds) < sportsMinOdds) return 0n;
  }
  return (stake * BigInt(contributions[game])) / 100n;
}

/** What a completed bonus converts into: its balance up to the cap; the rest returns to the operator. */
export function conversion(
  balance: bigint,
  maxConversion: bigint | null,
): { real: bigint; returned: bigint } {
  const real = maxConversion !== null && balance > maxConversion ? maxConversion : balance;
  return { real, returned: balance - real };
}
