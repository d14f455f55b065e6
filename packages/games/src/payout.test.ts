import { describe, expect, it } from "vitest";
import { returnAmount } from "./payout";

describe("returnAmount", () => {
  it("scales a stake by an exact fraction and rounds down to whole minor units", () => {
    expect(returnAmount(100n, 3, 2)).toBe(150n);
    expect(returnAmount(101n, 3, 2)).toBe(151n);
    expect(returnAmount(250n, 37, 20)).toBe(462n);
    expect(returnAmount(10n ** 20n, 9900, 4950)).toBe(2n * 10n ** 20n);
    expect(returnAmount(100n, 0, 1)).toBe(0n);
  });

  it("refuses negative amounts and a zero denominator", () => {
    expect(() => returnAmount(-1n, 1, 1)).toThrow();
    expect(() => returnAmount(1n, 1, 0)).toThrow();
  });
});
