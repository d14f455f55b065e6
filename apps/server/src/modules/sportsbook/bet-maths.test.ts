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
    expect(potentialReturn(multiple, [1330, 2750, 1910])).toBe((1000n * 1330n * 2750n * 1910n) / 10n ** 9n);
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
    expect(combinedOddsMilli([1330, 2750])).toBe(3657n);
  });
});
