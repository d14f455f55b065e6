import { describe, expect, it } from "vitest";
import { gameArt, hash, thumbRings } from "./art";

describe("game art", () => {
  it("is stable per slug and picks the theme from it", () => {
    expect(gameArt("fruit-stand")).toEqual(gameArt("fruit-stand"));
    expect(gameArt("fruit-stand").glyph).toBe("heart");
    expect(gameArt("european-roulette", "roulette").glyph).toBe("wheel");
  });
  it("draws rings with positive radii for every seed, including the high-bit ones", () => {
    for (const slug of ["a", "dragon-hoard", "neon-nights", "x".repeat(40)]) {
      for (const ring of thumbRings(hash(slug))) expect(ring.r).toBeGreaterThan(0);
    }
    for (const ring of thumbRings(0xffffffff)) expect(ring.r).toBeGreaterThan(0);
  });
});
