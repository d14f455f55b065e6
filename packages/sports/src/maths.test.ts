import { describe, expect, it } from "vitest";
import { erfc, normalCdf, poissonPmf } from "./maths";

describe("normal distribution", () => {
  it("matches tabulated values of Φ and erfc", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024997895148220435, 14);
    expect(normalCdf(2.5)).toBeCloseTo(0.9937903346742238, 14);
    expect(erfc(3.5)).toBeCloseTo(7.430983723414128e-7, 18);
    expect(erfc(5) / 1.5374597944280349e-12).toBeCloseTo(1, 10);
    expect(erfc(-2)).toBeCloseTo(1.9953222650189528, 14);
  });

  it("is continuous across the switch from series to continued fraction", () => {
    expect(erfc(3 - 1e-12) / erfc(3)).toBeCloseTo(1, 9);
  });
});

describe("poissonPmf", () => {
  it("gives the Poisson probabilities", () => {
    const p = poissonPmf(1.5, 30);
    expect(p[0]).toBeCloseTo(Math.exp(-1.5), 15);
    expect(p[3]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 3) / 6, 15);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(poissonPmf(0, 3)).toEqual(new Float64Array([1, 0, 0, 0]));
  });
});
