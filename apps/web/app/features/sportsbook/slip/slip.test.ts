import { describe, expect, it } from "vitest";
import {
  acceptChanges,
  canCombine,
  canSystem,
  combinations,
  combinedOdds,
  type LivePrice,
  MAX_SELECTIONS,
  multipleReturn,
  needsAcceptance,
  potentialReturn,
  slipLines,
  systemLineCount,
  systemReturn,
  systemSizes,
  toggleSelection,
} from "./slip";
import { pick } from "./test-fixtures";

const prices =
  (map: Record<string, LivePrice>) =>
  (id: string): LivePrice | undefined =>
    map[id];

describe("potential return", () => {
  it("pays stake times odds, rounded down to the cent", () => {
    expect(potentialReturn(10, 2.5)).toBe(25);
    expect(potentialReturn(3.33, 1.91)).toBe(6.36); // 6.3603
    expect(potentialReturn(0.1, 1.07)).toBe(0.1); // 0.107 → never rounds up
    expect(potentialReturn(2.35, 2)).toBe(4.7); // no float dust (2.35 × 2 = 4.7)
  });

  it("multiplies the legs of a multiple before the stake", () => {
    expect(multipleReturn(10, [2, 1.5])).toBe(30);
    // 1.91³ = 6.967871: shown as 6.96, and 5 × 6.96 is what it pays.
    expect(multipleReturn(5, [1.91, 1.91, 1.91])).toBe(34.8);
  });

  it("shows combined odds whose stake × odds is the return shown (issue 17: odds 4.28, return £4.27)", () => {
    // 1.40 × 1.60 × 1.91 = 4.2784: two decimals, rounded down once.
    expect(combinedOdds([1.4, 1.6, 1.91])).toBe(4.27);
    expect(multipleReturn(1, [1.4, 1.6, 1.91])).toBe(4.27);
    expect(multipleReturn(10, [1.4, 1.6, 1.91])).toBe(42.7);
    expect(potentialReturn(10, combinedOdds([1.4, 1.6, 1.91]))).toBe(42.7);
  });

  it("adds every line of a system bet", () => {
    // 2 from 3 at 1 per line: 2×3 + 2×4 + 3×4 = 26.
    expect(systemReturn(1, [2, 3, 4], 2)).toBe(26);
    // 3 from 4 at 0.5 per line: 0.5 × (2·2·2 × 4) = 16.
    expect(systemReturn(0.5, [2, 2, 2, 2], 3)).toBe(16);
    // Each line at its combined odds (1.4 × 1.6 = 2.24, 1.4 × 1.91 = 2.674 → 2.67, 1.6 × 1.91 = 3.056 → 3.05),
    // rounded down to the cent once for the whole bet: 0.33 × 7.96 = 2.6268.
    expect(systemReturn(0.33, [1.4, 1.6, 1.91], 2)).toBe(2.62);
  });
});

describe("system bets", () => {
  it("counts lines as n choose k", () => {
    expect(systemLineCount(3, 2)).toBe(3);
    expect(systemLineCount(4, 2)).toBe(6);
    expect(systemLineCount(4, 3)).toBe(4);
    expect(systemLineCount(8, 4)).toBe(70);
    expect(systemLineCount(3, 4)).toBe(0);
  });

  it("enumerates exactly that many distinct lines", () => {
    const lines = combinations(["a", "b", "c", "d", "e"], 3);
    expect(lines).toHaveLength(systemLineCount(5, 3));
    expect(new Set(lines.map((line) => line.join())).size).toBe(lines.length);
  });

  it("offers doubles up to (n−1)-folds", () => {
    expect(systemSizes(3)).toEqual([2]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(systemSizes(2)).toEqual([]);
  });

  it("needs three or more selections from different events", () => {
    expect(canSystem([pick("a", 2), pick("b", 2)])).toBe(false);
    expect(canSystem([pick("a", 2), pick("b", 2), pick("c", 2)])).toBe(true);
    expect(canSystem([pick("a", 2, "e1"), pick("b", 2, "e1"), pick("c", 2)])).toBe(false);
  });
});

describe("the slip's selections", () => {
  it("toggles a selection in and out", () => {
    const one = toggleSelection([], pick("a", 2));
    expect(one.map((item) => item.selectionId)).toEqual(["a"]);
    expect(toggleSelection(one, pick("a", 2.1))).toEqual([]);
  });

  it("refuses more than the request can carry", () => {
    const full = Array.from({ length: MAX_SELECTIONS }, (_, index) => pick(String(index), 1.5));
    expect(toggleSelection(full, pick("extra", 2))).toHaveLength(MAX_SELECTIONS);
  });

  it("combines only selections from different events", () => {
    expect(canCombine([pick("a", 2)])).toBe(false);
    expect(canCombine([pick("a", 2), pick("b", 3)])).toBe(true);
    expect(canCombine([pick("a", 2, "same"), pick("b", 3, "same")])).toBe(false);
  });
});

describe("odds changes", () => {
  it("asks for confirmation by the player's setting", () => {
    expect(needsAcceptance(2, 2, "none")).toBe(false);
    expect(needsAcceptance(2, 2.1, "none")).toBe(true);
    expect(needsAcceptance(2, 1.9, "none")).toBe(true);
    expect(needsAcceptance(2, 2.1, "higher")).toBe(false);
    expect(needsAcceptance(2, 1.9, "higher")).toBe(true);
    expect(needsAcceptance(2, 1.5, "any")).toBe(false);
  });

  it("shows old → new for a change the setting does not take, and bets at the old price until accepted", () => {
    const lines = slipLines([pick("a", 2), pick("b", 3)], prices({ a: { odds: 1.8, open: true } }), "higher");
    expect(lines[0]).toMatchObject({
      odds: 2,
      change: { from: 2, to: 1.8, direction: "down" },
      locked: false,
    });
    // Not known yet (still loading): the accepted price, no change.
    expect(lines[1]).toMatchObject({ odds: 3, change: null });
  });

  it("takes a rise silently under 'higher' and any change under 'any'", () => {
    const rise = slipLines([pick("a", 2)], prices({ a: { odds: 2.2, open: true } }), "higher");
    expect(rise[0]).toMatchObject({ odds: 2.2, change: null });
    const drop = slipLines([pick("a", 2)], prices({ a: { odds: 1.7, open: true } }), "any");
    expect(drop[0]).toMatchObject({ odds: 1.7, change: null });
  });

  it("locks a selection whose market is suspended", () => {
    const lines = slipLines([pick("a", 2)], prices({ a: { odds: 2, open: false } }), "none");
    expect(lines[0]?.locked).toBe(true);
  });

  it("accepting makes the current prices the accepted ones", () => {
    const accepted = acceptChanges(
      [pick("a", 2), pick("b", 3)],
      prices({ a: { odds: 1.8, open: true }, b: { odds: 3, open: true } }),
    );
    expect(accepted.map((item) => item.odds)).toEqual([1.8, 3]);
    expect(slipLines(accepted, prices({ a: { odds: 1.8, open: true } }), "none")[0]?.change).toBeNull();
  });
});
