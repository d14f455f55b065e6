import { describe, expect, it } from "vitest";
import { cashOutValue } from "./cashout";

describe("cashOutValue", () => {
  it("is the fair value of a single less the margin", () => {
    // 10 at 3.0 on a selection now 50 % to win: fair value 15, less 5 %.
    expect(
      cashOutValue({ stake: 10, legs: [{ odds: 3, outcome: "open", probability: 0.5 }], margin: 0.05 }),
    ).toBeCloseTo(14.25, 12);
  });

  it("multiplies settled legs by their return factors and open legs by odds × probability", () => {
    const value = cashOutValue({
      stake: 20,
      legs: [
        { odds: 2, outcome: "won", probability: 0 },
        { odds: 1.9, outcome: "half_won", probability: 0 },
        { odds: 4, outcome: "void", probability: 0 },
        { odds: 2.5, outcome: "open", probability: 0.5 },
      ],
      margin: 0.1,
    });
    expect(value).toBeCloseTo(20 * 2 * 1.45 * 1 * 1.25 * 0.9, 10);
  });

  it("is 0 once a leg has lost, and refuses nonsense", () => {
    expect(
      cashOutValue({
        stake: 10,
        legs: [
          { odds: 2, outcome: "lost", probability: 0 },
          { odds: 2, outcome: "open", probability: 0.9 },
        ],
        margin: 0.05,
      }),
    ).toBe(0);
    expect(() => cashOutValue({ stake: -1, legs: [], margin: 0 })).toThrow(RangeError);
    expect(() => cashOutValue({ stake: 1, legs: [], margin: 1 })).toThrow(RangeError);
  });
});
