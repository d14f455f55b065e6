import { evaluateStops, slotTitles } from "@casino/games";
import { describe, expect, it } from "vitest";
import { isSlotOutcome, restingWindow, winningCells, winningLines } from "./slot-view";

const spin = {
  wins: [
    {
      kind: "line",
      line: 2,
      symbol: "cherry",
      count: 3,
      positions: [
        [0, 1],
        [1, 1],
        [2, 1],
      ] as [number, number][],
      coins: 5,
    },
    {
      kind: "scatter",
      symbol: "star",
      count: 3,
      positions: [
        [0, 0],
        [2, 1],
        [4, 2],
      ] as [number, number][],
      coins: 10,
    },
  ],
};

describe("winning cells", () => {
  it("collects every position of every win once", () => {
    expect([...winningCells(spin)].sort()).toEqual(["0:0", "0:1", "1:1", "2:1", "4:2"]);
  });
  it("lists the winning paylines only", () => {
    expect(winningLines(spin)).toEqual([2]);
    expect(winningLines({ wins: [] })).toEqual([]);
  });
  it("recognises a slot outcome", () => {
    expect(isSlotOutcome({ base: { window: [["a"]] } })).toBe(true);
    expect(isSlotOutcome({ roll: 12 })).toBe(false);
    expect(isSlotOutcome(null)).toBe(false);
  });
});

describe("restingWindow", () => {
  it("rests every studio slot on a full window of its own symbols that pays nothing", () => {
    for (const title of slotTitles) {
      const window = restingWindow(title);
      const ids = new Set(title.symbols.map((symbol) => symbol.id));
      expect(window).toHaveLength(title.reels.length);
      for (const reel of window) {
        expect(reel).toHaveLength(title.rows);
        for (const id of reel) expect(ids.has(id)).toBe(true);
      }
      const longest = Math.max(...title.reels.map((strip) => strip.length));
      const shown = Array.from({ length: longest }, (_, offset) =>
        evaluateStops(
          title,
          title.reels.map((strip) => offset % strip.length),
        ),
      ).find((spin) => JSON.stringify(spin.window) === JSON.stringify(window));
      expect(shown?.wins).toEqual([]);
    }
  });
});
