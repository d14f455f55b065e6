import { describe, expect, it } from "vitest";
import { createFairRng, simulationRng, uniformInt } from "../fair/rng";
import { slotTitles } from "./catalogue";
import { LINES_5X3_10 } from "./paylines";
import type { SlotDefinition } from "./slot.types";
import { compileSlot } from "./slot-compile";
import { evaluateStops, MAX_FREE_SPINS, playSlot } from "./slot-engine";
import { allStops, enumerateSpins } from "./slot-enumerate";

// Stop 0 shows, reel by reel (top to bottom): a b c | W b c | a W S | a x b | S x a
const sample: SlotDefinition = {
  slug: "sample",
  name: "Sample",
  theme: "test",
  rows: 3,
  symbols: [
    { id: "w", name: "W", art: "w", code: "W", kind: "wild" },
    { id: "s", name: "S", art: "s", code: "S", kind: "scatter" },
    { id: "a", name: "A", art: "a", code: "a" },
    { id: "b", name: "B", art: "b", code: "b" },
    { id: "c", name: "C", art: "c", code: "c" },
    { id: "x", name: "X", art: "x", code: "x" },
  ],
  reels: ["abcSxx", "Wbcxxx", "aWSxxx", "axbxxx", "Sxaxxx"],
  lines: LINES_5X3_10,
  coins: 10,
  pays: { a: [5, 20, 100], b: [3, 10, 50], c: [2, 8, 40] },
  scatter: { pays: [2, 10, 50], freeSpins: { spins: 5, multiplier: 3, retrigger: false } },
  stats: { rtp: 0, hitFrequency: 0, standardDeviation: 0, volatility: "low" },
};

describe("slot evaluation", () => {
  it("pays lines left to right with the wild substituting", () => {
    const spin = evaluateStops(sample, [0, 0, 0, 0, 0]);
    expect(spin.window).toEqual([
      ["a", "b", "c"],
      ["w", "b", "c"],
      ["a", "w", "s"],
      ["a", "x", "b"],
      ["s", "x", "a"],
    ]);
    expect(spin.wins.map((win) => [win.line, win.symbol, win.count, win.coins])).toEqual([
      [0, "b", 3, 3],
      [1, "a", 4, 20],
      [5, "a", 3, 5],
      [6, "c", 3, 2],
    ]);
    expect(spin.wins[1]!.positions).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    expect(spin.coins).toBe(30);
    expect(spin.awardedSpins).toBe(0);
  });

  it("pays ways as the product of matching positions per reel", () => {
    const ways = evaluateStops({ ...sample, slug: "sample-ways", lines: "ways", coins: 25 }, [0, 0, 0, 0, 0]);
    expect(ways.wins.map((win) => [win.symbol, win.count, win.ways, win.coins])).toEqual([
      ["a", 5, 2, 200],
      ["b", 4, 2, 20],
      ["c", 3, 2, 4],
    ]);
  });

  it("pays scatters anywhere in total bets, awards free spins and applies the multiplier", () => {
    const spin = evaluateStops(sample, [3, 1, 0, 1, 0], 3);
    const scatter = spin.wins.find((win) => win.kind === "scatter");
    expect(scatter).toMatchObject({ symbol: "s", count: 3, coins: 2 * 10 * 3 });
    expect(spin.awardedSpins).toBe(5);
  });

  it("refuses inconsistent definitions", () => {
    const broken: [Partial<SlotDefinition>, RegExp][] = [
      [
        { reels: ["Wbcxxx", "Wbcxxx", "aWSxxx", "axbxxx", "Sxaxxx"] },
        /wild may not appear on the first reel/,
      ],
      [{ reels: ["abcSxx", "WbSSxx", "aWSxxx", "axbxxx", "Sxaxxx"] }, /two scatters/],
      [{ reels: ["abcSxq", "Wbcxxx", "aWSxxx", "axbxxx", "Sxaxxx"] }, /unknown code/],
      [{ coins: 20 }, /one coin per line/],
      [{ pays: { a: [5, 20] } }, /need 3 whole numbers/],
      [{ pays: { w: [1, 2, 3] } }, /not a regular symbol/],
      [{ scatter: undefined }, /go together/],
      [{ lines: [[0, 0, 0, 0, 3]] }, /does not fit/],
    ];
    for (const [change, message] of broken) {
      expect(() => compileSlot({ ...sample, ...change })).toThrow(message);
    }
    expect(() => evaluateStops(sample, [0, 0, 0, 0, 6])).toThrow(/invalid stops/);
  });
});

describe("slot rounds", () => {
  const seeds = { serverSeed: "c0".repeat(32), clientSeed: "spins", nonce: 0 };
  const comet = slotTitles.find((title) => title.slug === "comet-cascade")!;

  it("are reproducible from the seeds and survive a JSON round trip", () => {
    const round = playSlot(comet, createFairRng(seeds));
    expect(playSlot(comet, createFairRng(seeds))).toEqual(round);
    expect(JSON.parse(JSON.stringify(round))).toEqual(round);
    expect(round.win).toBe(round.winCoins / round.coins);
  });

  it("play every free spin inside the round, with the multiplier and retriggers", () => {
    let nonce = 0;
    let round = playSlot(comet, createFairRng({ ...seeds, nonce }));
    while (round.freeSpins.length === 0) round = playSlot(comet, createFairRng({ ...seeds, nonce: ++nonce }));
    const awarded = round.freeSpins.reduce((sum, spin) => sum + spin.awardedSpins, round.base.awardedSpins);
    expect(round.freeSpins).toHaveLength(awarded);
    expect(round.freeSpins.every((spin) => spin.multiplier === 3)).toBe(true);
    expect(round.winCoins).toBe(round.freeSpins.reduce((sum, spin) => sum + spin.coins, round.base.coins));
  });

  it("stop at MAX_FREE_SPINS even when every spin retriggers", () => {
    const always: SlotDefinition = {
      ...sample,
      slug: "always",
      rows: 1,
      reels: ["S", "S", "S"],
      lines: [[0, 0, 0]],
      coins: 1,
      pays: { a: [1] },
      scatter: { pays: [1], freeSpins: { spins: 10, multiplier: 1, retrigger: true } },
    };
    expect(playSlot(always, simulationRng(1)).freeSpins).toHaveLength(MAX_FREE_SPINS);
  });
});

describe("enumeration agrees with the engine", () => {
  it("for random stops of every title", () => {
    const rng = simulationRng(2024);
    for (const title of slotTitles) {
      const c = compileSlot(title);
      for (let i = 0; i < 200; i++) {
        const stops = c.strips.map((strip) => uniformInt(rng, strip.length));
        const spin = evaluateStops(title, stops);
        const single = enumerateSpins(
          c,
          stops.map((stop) => [stop]),
        );
        const tally = spin.awardedSpins > 0 ? single.triggered : single.plain;
        expect(tally[spin.coins], `${title.slug} at ${stops.join(",")}`).toBe(1);
      }
    }
  });

  it("for every stop combination of the 3-reel titles", () => {
    for (const title of slotTitles.filter((t) => t.reels.length === 3)) {
      const c = compileSlot(title);
      const plain = new Map<number, number>();
      const triggered = new Map<number, number>();
      const [r0, r1, r2] = allStops(c);
      for (const a of r0!) {
        for (const b of r1!) {
          for (const d of r2!) {
            const spin = evaluateStops(title, [a, b, d]);
            const tally = spin.awardedSpins > 0 ? triggered : plain;
            tally.set(spin.coins, (tally.get(spin.coins) ?? 0) + 1);
          }
        }
      }
      const full = enumerateSpins(c);
      const asMap = (counts: Float64Array) =>
        new Map(
          [...counts.entries()].filter(([, count]) => count > 0).map(([coins, count]) => [coins, count]),
        );
      expect(asMap(full.plain)).toEqual(plain);
      expect(asMap(full.triggered)).toEqual(triggered);
    }
  });
});
