import { describe, expect, it } from "vitest";
import { canCashOutPartly, partialAmount, partialStake } from "./cash-out";

describe("partial cash-out", () => {
  it("cashes out a share of the stake, rounded down to the cent", () => {
    expect(partialStake(10, 50)).toBe(5);
    expect(partialStake(3.33, 30)).toBe(0.99);
    expect(partialStake(10, 100)).toBe(10);
  });

  it("pays the same share of the offer, never more", () => {
    expect(partialAmount(18, 10, 5)).toBe(9);
    expect(partialAmount(7.77, 10, 3.33)).toBe(2.58); // 2.587…
    expect(partialAmount(7.77, 10, 10)).toBe(7.77);
  });

  it("is offered only when a tenth of the stake is worth a cent", () => {
    expect(canCashOutPartly(0.1)).toBe(false);
    expect(canCashOutPartly(1)).toBe(true);
  });
});
