import { describe, expect, it } from "vitest";
import type { Rng } from "../fair/rng";
import {
  MONEY_WHEEL_RTP,
  moneyWheelReturn,
  NUMBER_SEGMENTS,
  playMoneyWheel,
  segmentsOf,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  type WheelNumber,
} from "./money-wheel";

/** An Rng that answers the given words in turn (each below 2³² − 2³² mod n, so never rejected). */
const words = (...values: number[]): Rng => {
  let i = 0;
  return { nextUint32: () => values[i++]! };
};

describe("the money wheel", () => {
  it("has 54 segments: 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40, one 2× and one 7×", () => {
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_NUMBERS.map(segmentsOf)).toEqual([23, 15, 7, 4, 2, 1]);
    expect(WHEEL_SEGMENTS.filter((s) => s === "2x")).toHaveLength(1);
    expect(WHEEL_SEGMENTS.filter((s) => s === "7x")).toHaveLength(1);
    expect(NUMBER_SEGMENTS).toHaveLength(52);
  });

  it("stops on the drawn segment, and after a multiplier on a drawn number segment", () => {
    expect(playMoneyWheel(words(0))).toEqual({ segments: [0], number: 40, multiplier: 1 });
    const seven = WHEEL_SEGMENTS.indexOf("7x");
    expect(playMoneyWheel(words(seven, 0))).toEqual({ segments: [seven, 0], number: 40, multiplier: 7 });
    const two = WHEEL_SEGMENTS.indexOf("2x");
    expect(playMoneyWheel(words(two, 1))).toEqual({ segments: [two, 1], number: 2, multiplier: 2 });
  });

  it("pays the number to 1, times the multiplier, and nothing on another number", () => {
    expect(moneyWheelReturn(5, { number: 5, multiplier: 1 })).toBe(6);
    expect(moneyWheelReturn(5, { number: 5, multiplier: 7 })).toBe(36);
    expect(moneyWheelReturn(40, { number: 40, multiplier: 2 })).toBe(81);
    expect(moneyWheelReturn(1, { number: 2, multiplier: 7 })).toBe(0);
  });

  it("returns the documented RTP per number, counted over every outcome", () => {
    for (const n of WHEEL_NUMBERS) {
      let total = 0;
      for (let first = 0; first < 54; first++) {
        if (WHEEL_SEGMENTS[first]!.endsWith("x")) {
          for (let k = 0; k < 52; k++) {
            total += moneyWheelReturn(n, playMoneyWheel(words(first, k))) / (54 * 52);
          }
        } else total += moneyWheelReturn(n, playMoneyWheel(words(first))) / 54;
      }
      expect(total).toBeCloseTo(MONEY_WHEEL_RTP[n as WheelNumber], 12);
    }
    expect(Object.values(MONEY_WHEEL_RTP).map((r) => Math.round(r * 10_000) / 100)).toEqual([
      94.2, 94.02, 89.49, 94.59, 90.74, 88.82,
    ]);
  });
});
