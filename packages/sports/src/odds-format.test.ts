import { describe, expect, it } from "vitest";
import { impliedProbability, ODDS_LADDER } from "./ladder";
import { formatOdds } from "./odds-format";

describe("formatOdds", () => {
  it("formats decimal odds with two decimals", () => {
    expect(formatOdds(2.5, "decimal")).toBe("2.50");
    expect(formatOdds(1.01, "decimal")).toBe("1.01");
    expect(formatOdds(1000, "decimal")).toBe("1000.00");
  });

  it("shows the ladder's common fractions", () => {
    expect(formatOdds(2.5, "fractional")).toBe("6/4");
    expect(formatOdds(2.1, "fractional")).toBe("11/10");
    expect(formatOdds(2, "fractional")).toBe("1/1");
    expect(formatOdds(1.91, "fractional")).toBe("10/11");
    expect(formatOdds(1.67, "fractional")).toBe("4/6");
    expect(formatOdds(4.33, "fractional")).toBe("10/3");
    expect(formatOdds(1000, "fractional")).toBe("999/1");
    for (const { decimal, fractional } of ODDS_LADDER)
      expect(formatOdds(decimal, "fractional")).toBe(fractional);
  });

  it("reduces off-ladder odds (multiples, bet builder) to a fraction in hundredths", () => {
    expect(formatOdds(7.34, "fractional")).toBe("317/50");
    expect(formatOdds(3.15, "fractional")).toBe("43/20");
  });

  it("formats American odds", () => {
    expect(formatOdds(2.5, "american")).toBe("+150");
    expect(formatOdds(1.5, "american")).toBe("-200");
    expect(formatOdds(2, "american")).toBe("+100");
    expect(formatOdds(1.91, "american")).toBe("-110");
    expect(formatOdds(11, "american")).toBe("+1000");
    expect(formatOdds(1.01, "american")).toBe("-10000");
  });

  it("refuses odds of 1 or less", () => {
    expect(() => formatOdds(1, "decimal")).toThrow(RangeError);
  });

  it("gives implied probabilities", () => {
    expect(impliedProbability(2.5)).toBeCloseTo(0.4, 15);
    expect(impliedProbability(1.01)).toBeCloseTo(1 / 1.01, 15);
  });
});
