import { describe, expect, it } from "vitest";
import { simulationRng } from "../fair/rng";
import { slotTitles } from "./catalogue";
import type { SlotDefinition } from "./slot.types";
import { playSlot } from "./slot-engine";
import { analyseSlot, VOLATILITY_THRESHOLDS, volatilityOf } from "./slot-maths";

// Three reels of one row, each "S a": a a a pays 4, S S S pays 2 and awards 2 free spins ×3 with retriggers.
// By hand: E[X] = (4 + 2)/8 = 0.75, p = 1/8, m = pS = 1/4, E[Z] = 0.75/(1 − 1/4) = 1, E[F] = 3·2·1 = 6,
// RTP = 0.75 + 6/8 = 1.5; E[X²] = 2.5, E[XR] = 0.25, E[Z²] = (2.5 + 1 + 0.25)/0.75 = 5, E[F²] = 9·(2·5 + 2) = 108,
// E[W²] = 2.5 + 2·0.25·6 + 108/8 = 19, so σ = √(19 − 2.25).
const toy: SlotDefinition = {
  slug: "toy",
  name: "Toy",
  theme: "test",
  rows: 1,
  symbols: [
    { id: "s", name: "S", art: "s", code: "S", kind: "scatter" },
    { id: "a", name: "A", art: "a", code: "a" },
  ],
  reels: ["Sa", "Sa", "Sa"],
  lines: [[0, 0, 0]],
  coins: 1,
  pays: { a: [4] },
  scatter: { pays: [2], freeSpins: { spins: 2, multiplier: 3, retrigger: true } },
  stats: { rtp: 1.5, hitFrequency: 0.25, standardDeviation: Math.sqrt(16.75), volatility: "low" },
};

describe("exact slot maths", () => {
  it("matches the free-spin recurrence worked out by hand", () => {
    const a = analyseSlot(toy);
    expect(a.rtp).toBeCloseTo(1.5, 12);
    expect(a.hitFrequency).toBe(0.25);
    expect(a.standardDeviation).toBeCloseTo(Math.sqrt(16.75), 12);
    expect(a.expectedFreeSpins).toBeCloseTo(2 / 0.75, 12);
    expect(a.combinations).toBe(8);
  });

  it("agrees with a simulation of the hand-worked toy", () => {
    const rng = simulationRng(5);
    const n = 200_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += playSlot(toy, rng).win;
    expect(Math.abs(sum / n - 1.5)).toBeLessThan((4 * Math.sqrt(16.75)) / Math.sqrt(n));
  });

  it("refuses a feature that retriggers without end", () => {
    const endless: SlotDefinition = { ...toy, reels: ["S", "S", "S"], pays: {} };
    expect(() => analyseSlot(endless)).toThrow(/without end/);
  });

  it("labels volatility by the documented thresholds", () => {
    expect(volatilityOf(VOLATILITY_THRESHOLDS.medium - 0.01)).toBe("low");
    expect(volatilityOf(VOLATILITY_THRESHOLDS.medium)).toBe("medium");
    expect(volatilityOf(VOLATILITY_THRESHOLDS.high)).toBe("high");
  });
});

describe("slot catalogue", () => {
  it("has at least 16 titles with unique slugs, names and symbol art", () => {
    expect(slotTitles.length).toBeGreaterThanOrEqual(16);
    expect(new Set(slotTitles.map((t) => t.slug)).size).toBe(slotTitles.length);
    expect(new Set(slotTitles.map((t) => t.name)).size).toBe(slotTitles.length);
    const art = slotTitles.flatMap((t) => t.symbols.map((s) => s.art));
    expect(new Set(art).size).toBe(art.length);
    expect(slotTitles.every((t) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(t.slug))).toBe(true);
  });

  it("covers every volatility label", () => {
    const labels = new Set(slotTitles.map((t) => t.stats.volatility));
    expect([...labels].sort()).toEqual(["high", "low", "medium"]);
  });

  for (const title of slotTitles) {
    it(`${title.slug}: declared RTP, hit frequency and volatility equal the enumeration; RTP within 94–97 %`, () => {
      const a = analyseSlot(title);
      expect(Math.abs(a.rtp - title.stats.rtp)).toBeLessThan(1e-9);
      expect(Math.abs(a.hitFrequency - title.stats.hitFrequency)).toBeLessThan(1e-9);
      expect(Math.abs(a.standardDeviation - title.stats.standardDeviation)).toBeLessThan(1e-6);
      expect(a.volatility).toBe(title.stats.volatility);
      expect(a.rtp).toBeGreaterThanOrEqual(0.94);
      expect(a.rtp).toBeLessThanOrEqual(0.97);
      // Keeps MAX_FREE_SPINS out of reach (see slot-engine.ts).
      expect(a.triggerProbability * (title.scatter?.freeSpins.spins ?? 0)).toBeLessThan(0.15);
    });
  }
});
