import { describe, expect, it } from "vitest";
import { createRng } from "./rng";

describe("createRng", () => {
  it("repeats its sequence for the same seed and differs for another", () => {
    const a = createRng("match-1");
    const b = createRng("match-1");
    const c = createRng("match-2");
    const xs = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(xs);
  });

  it("draws uniformly from [0, 1)", () => {
    const rng = createRng("uniform");
    const bins = new Array(10).fill(0);
    const n = 100_000;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const x = rng();
      if (!(x >= 0 && x < 1)) outside++;
      else bins[Math.floor(x * 10)]++;
    }
    expect(outside).toBe(0);
    // Each bin: n/10 ± 5σ (σ = √(n · 0.1 · 0.9) ≈ 95).
    for (const count of bins) expect(Math.abs(count - n / 10)).toBeLessThan(475);
  });
});
