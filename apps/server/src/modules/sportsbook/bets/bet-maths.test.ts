import { ODDS_LADDER, returnAtOdds } from "@casino/sports";
import { describe, expect, it } from "vitest";
import { type BetTerms, betReturn, combinations, combinedOddsMilli, potentialReturn } from "./bet-maths";

const terms = (over: Partial<BetTerms> = {}): BetTerms => ({
  kind: "single",
  initialStake: 1000n,
  stake: 1000n,
  oddsMilli: null,
  systemSize: null,
  ...over,
});

describe("bet returns, exactly in minor units", () => {
  it("returns exactly the stake for a void bet, whatever its odds", () => {
    expect(
      betReturn(terms({ initialStake: 333n, stake: 333n }), [{ oddsMilli: 2375, outcome: "void" }]),
    ).toBe(333n);
    const multiple = terms({ kind: "multiple", initialStake: 111n, stake: 111n });
    expect(
      betReturn(multiple, [
        { oddsMilli: 1910, outcome: "void" },
        { oddsMilli: 3130, outcome: "void" },
      ]),
    ).toBe(111n);
  });

  it("pays half-won and half-lost quarter lines as half stakes, rounding down once", () => {
    expect(betReturn(terms(), [{ oddsMilli: 1950, outcome: "half_won" }])).toBe(1475n);
    expect(
      betReturn(terms({ initialStake: 1001n, stake: 1001n }), [{ oddsMilli: 1950, outcome: "half_lost" }]),
    ).toBe(500n);
  });

  it("decides a multiple as lost as soon as one leg loses, and not before all legs are in otherwise", () => {
    const multiple = terms({ kind: "multiple" });
    expect(
      betReturn(multiple, [
        { oddsMilli: 2000, outcome: "lost" },
        { oddsMilli: 2000, outcome: "open" },
      ]),
    ).toBe(0n);
    expect(
      betReturn(multiple, [
        { oddsMilli: 2000, outcome: "won" },
        { oddsMilli: 2000, outcome: "open" },
      ]),
    ).toBeNull();
    // 1.33 × 2.75 × 1.91 = 6.985825: shown as 6.98, and 10.00 × 6.98 is what it returns.
    expect(potentialReturn(multiple, [1330, 2750, 1910])).toBe(6980n);
  });

  it("sums a system bet's lines, each at the stake per line", () => {
    expect(combinations(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    const system = terms({ kind: "system", initialStake: 300n, stake: 300n, systemSize: 2 });
    const legs = [
      { oddsMilli: 2000, outcome: "won" as const },
      { oddsMilli: 3000, outcome: "lost" as const },
      { oddsMilli: 1500, outcome: "won" as const },
    ];
    // Only the line of legs 1 and 3 wins: 1.00 × 2 × 1.5.
    expect(betReturn(system, legs)).toBe(300n);
    // A partial cash-out leaves 40% of the stake: the return shrinks in proportion.
    expect(betReturn({ ...system, stake: 120n }, legs)).toBe(120n);
  });

  it("prices a bet builder as one unit at its own odds", () => {
    const builder = terms({ kind: "bet_builder", oddsMilli: 4500n });
    const won = { oddsMilli: 2000, outcome: "won" as const };
    expect(betReturn(builder, [won, won])).toBe(4500n);
    expect(betReturn(builder, [won, { oddsMilli: 2000, outcome: "lost" }])).toBe(0n);
    expect(betReturn(builder, [won, { oddsMilli: 2000, outcome: "open" }])).toBeNull();
    expect(
      betReturn(builder, [
        { ...won, outcome: "void" },
        { ...won, outcome: "void" },
      ]),
    ).toBe(1000n);
    expect(combinedOddsMilli([1330, 2750])).toBe(3650n);
  });
});

describe("one rounding rule for combined odds and returns", () => {
  const multiple = terms({ kind: "multiple" });

  it("a treble of 1.40, 1.60 and 1.91 (4.2784) shows odds 4.27 and returns exactly 10.00 × 4.27", () => {
    expect(combinedOddsMilli([1400, 1600, 1910])).toBe(4270n);
    expect(potentialReturn(multiple, [1400, 1600, 1910])).toBe(4270n);
    const won = [1400, 1600, 1910].map((oddsMilli) => ({ oddsMilli, outcome: "won" as const }));
    expect(betReturn(multiple, won)).toBe(4270n);
  });

  it("rounds a settled line's odds once: a void leg counts 1 (1.40 × 1.91 = 2.674 → 2.67)", () => {
    expect(
      betReturn(multiple, [
        { oddsMilli: 1400, outcome: "won" },
        { oddsMilli: 1600, outcome: "void" },
        { oddsMilli: 1910, outcome: "won" },
      ]),
    ).toBe(2670n);
    // A single's half-won return is not an odds product: 10.00 × (1 + 1.95) / 2 exactly.
    expect(betReturn(terms(), [{ oddsMilli: 1950, outcome: "half_won" }])).toBe(1475n);
  });

  it("every treble of ladder prices returns its stake × the two-decimal odds shown", () => {
    const prices = ODDS_LADDER.map((r) => Math.round(r.decimal * 1000)).filter((m) => m >= 1200 && m <= 4000);
    for (let i = 0; i < prices.length; i += 3) {
      for (let j = 1; j < prices.length; j += 5) {
        const legs = [prices[i]!, prices[j]!, prices[(i + j) % prices.length]!];
        const odds = combinedOddsMilli(legs);
        expect(odds % 10n).toBe(0n);
        for (const stake of [10n, 333n, 1000n, 12_345n]) {
          const bet = { ...multiple, initialStake: stake, stake };
          expect(potentialReturn(bet, legs)).toBe(returnAtOdds(stake, odds));
        }
      }
    }
  });
});
