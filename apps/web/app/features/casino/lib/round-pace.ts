/**
 * The player's rules in play (issue 17): the least time between two real-money rounds (UK 2.5 s, Germany 5 s) and
 * the highest slot stake (Germany 1 €). The server enforces both; the game keeps to them so the player is not
 * refused.
 */

/** The longest a ROUND_TOO_FAST refusal holds the next round when the player's rules name no gap. */
export const FALLBACK_HOLD_MS = 5_000;

/** How long the play button stays disabled after a round's answer arrived: the rules' gap in real play, else 0. */
export function holdAfterRound(mode: "real" | "fun", minRoundGapMs: number | null): number {
  return mode === "real" && minRoundGapMs ? minRoundGapMs : 0;
}

/**
 * How long the play button stays disabled after a ROUND_TOO_FAST refusal: until the `nextRoundAt` it names (ISO),
 * never longer than the rules' gap (the browser's clock may be off), or the gap itself without a usable time.
 */
export function holdAfterRefusal(nextRoundAt: unknown, minRoundGapMs: number | null, now: number): number {
  const longest = minRoundGapMs ?? FALLBACK_HOLD_MS;
  const at = typeof nextRoundAt === "string" ? Date.parse(nextRoundAt) : Number.NaN;
  if (Number.isNaN(at)) return longest;
  return Math.max(0, Math.min(longest, at - now));
}

/** The stakes to offer: those at most the rules' slot cap, or all without one (never none: the smallest stays). */
export function allowedStakes(stakes: readonly number[], maxSlotStake: number | null | undefined): number[] {
  if (maxSlotStake == null) return [...stakes];
  const allowed = stakes.filter((stake) => stake <= maxSlotStake);
  return allowed.length > 0 ? allowed : stakes.slice(0, 1);
}
