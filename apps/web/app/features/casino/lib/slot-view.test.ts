import { describe, expect, it } from "vitest";
import { isSlotOutcome, winningCells, winningLines } from "./slot-view";

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
