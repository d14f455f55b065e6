import { combinedOddsMilli, type SelectionOutcome } from "@casino/sports";

// Money of bets, exactly: odds are integer thousandths, stakes integer minor units, and every return is computed as
// a fraction of bigints and rounded down to the minor unit once, at the end. A void leg multiplies by exactly 1, so
// a void bet returns exactly its stake. The odds of a line of two or more legs are rounded down to two decimals
// once (the rule of @casino/sports bet-returns, shared with the slip), so a return is always the stake times the
// odds shown.

export type LegOutcome = SelectionOutcome | "open";
export type BetKind = "single" | "multiple" | "system" | "bet_builder";

interface Fraction {
  num: bigint;
  den: bigint;
}

const ONE: Fraction = { num: 1n, den: 1n };
const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });
const plus = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
});

/** What one stake unit returns for a settled leg at these odds (won: odds, void: 1, half-won: (1 + odds) / 2, …). */
function legFactor(outcome: SelectionOutcome, oddsMilli: number): Fraction {
  const odds = BigInt(oddsMilli);
  switch (outcome) {
    case "won":
      return { num: odds, den: 1000n };
    case "lost":
      return { num: 0n, den: 1n };
    case "void":
      return ONE;
    case "half_won":
      return { num: 1000n + odds, den: 2000n };
    case "half_lost":
      return { num: 1n, den: 2n };
  }
}

/** Every way to choose `size` of `n` legs, in lexicographic order (the lines of a system bet). */
export function combinations(n: number, size: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= n - (size - chosen.length); i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

/** Number of lines of a system bet: n choose size. */
export function lineCount(n: number, size: number): number {
  let count = 1;
  for (let i = 0; i < size; i++) count = (count * (n - i)) / (i + 1);
  return Math.round(count);
}

/** The legs (by index) of each line of a bet: one line for everything but system bets. */
export function linesOf(kind: BetKind, legs: number, systemSize: number | null): number[][] {
  if (kind === "system") return combinations(legs, systemSize ?? legs);
  return [Array.from({ length: legs }, (_, i) => i)];
}

export interface BetTerms {
  kind: BetKind;
  initialStake: bigint;
  /** The current stake (after partial cash-outs). */
  stake: bigint;
  /** Combined odds in thousandths (the bet builder's own price; the others' product, for display). */
  oddsMilli: bigint | null;
  systemSize: number | null;
}

/** The bet builder as one unit: any lost leg loses it, all won wins it at its own price, else it is void. */
function betBuilderFactor(terms: BetTerms, outcomes: LegOutcome[]): Fraction | null {
  if (outcomes.includes("lost")) return { num: 0n, den: 1n };
  if (outcomes.includes("open")) return null;
  if (outcomes.every((o) => o === "won")) return { num: terms.oddsMilli ?? 1000n, den: 1000n };
  return ONE;
}

/**
 * What the bet returns under these leg outcomes (minor units, rounded down), or null while it is not decided yet
 * (some leg open and not every line already lost).
 */
export function betReturn(
  terms: BetTerms,
  legs: { oddsMilli: number; outcome: LegOutcome }[],
): bigint | null {
  const scale: Fraction = { num: terms.stake, den: terms.initialStake };
  if (terms.kind === "bet_builder") {
    const factor = betBuilderFactor(
      terms,
      legs.map((l) => l.outcome),
    );
    return factor ? floor(times(times({ num: terms.initialStake, den: 1n }, factor), scale)) : null;
  }
  const lines = linesOf(terms.kind, legs.length, terms.systemSize);
  const lineStake = terms.initialStake / BigInt(lines.length);
  let total: Fraction = { num: 0n, den: 1n };
  let undecided = false;
  for (const line of lines) {
    let factor: Fraction = ONE;
    let open = false;
    for (const i of line) {
      const leg = legs[i]!;
      if (leg.outcome === "open") open = true;
      else factor = times(factor, legFactor(leg.outcome, leg.oddsMilli));
    }
    if (factor.num === 0n) continue;
    if (open) undecided = true;
    else
      total = plus(total, times({ num: lineStake, den: 1n }, line.length > 1 ? hundredths(factor) : factor));
  }
  return undecided ? null : floor(times(total, scale));
}

/** The return if every leg wins (at the current stake). */
export function potentialReturn(terms: BetTerms, legsOdds: number[]): bigint {
  return betReturn(
    terms,
    legsOdds.map((oddsMilli) => ({ oddsMilli, outcome: "won" as const })),
  )!;
}

/** The odds shown for a multiple (or a single): the product of the legs' odds rounded down to two decimals once. */
export { combinedOddsMilli };

const floor = (f: Fraction) => f.num / f.den;
/** A line's settled odds, rounded down to two decimals (the combined-odds rule): 4.2784 → 4.27. */
const hundredths = (f: Fraction): Fraction => ({ num: (f.num * 100n) / f.den, den: 100n });
