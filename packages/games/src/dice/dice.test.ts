import { describe, expect, it } from "vitest";
import { createFairRng } from "../fair/rng";
import { returnAmount } from "../payout";
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  DICE_RTP,
  type DiceBet,
  diceBetError,
  diceMultiplier,
  playDice,
  settleDice,
} from "./dice";

/** Every legal bet: both directions, every target whose chance is 1 % … 98 %. */
function legalBets(): DiceBet[] {
  const bets: DiceBet[] = [];
  for (let target = 0; target < DICE_OUTCOMES; target++) {
    for (const direction of ["under", "over"] as const) {
      if (diceBetError({ target, direction }) === null) bets.push({ target, direction });
    }
  }
  return bets;
}

describe("dice", () => {
  it("returns exactly 99 % for every legal bet: all 10,000 rolls settled, stakes back summed as fractions", () => {
    expect(DICE_RTP).toBe(0.99);
    const bets = legalBets();
    expect(bets).toHaveLength(2 * (DICE_MAX_WINNING - DICE_MIN_WINNING + 1));
    // Every 37th legal bet plus the four edges, so both ends and every region of the range are settled in full.
    const sample = bets.filter((_, i) => i % 37 === 0 || i < 2 || i >= bets.length - 2);
    for (const bet of sample) {
      let numerator = 0;
      let denominator = 1;
      for (let roll = 0; roll < DICE_OUTCOMES; roll++) {
        const round = settleDice(bet, roll);
        if (!round.win) continue;
        numerator += round.returnNumerator;
        denominator = round.returnDenominator;
      }
      // Σ returned / 10,000 rolls = 99/100, checked in integers: numerator · 100 = 99 · denominator · 10,000.
      expect(numerator * 100, JSON.stringify(bet)).toBe(99 * denominator * DICE_OUTCOMES);
    }
  });

  it("settles a roll exactly at the target as a loss in both directions", () => {
    const under = { target: 5000, direction: "under" } as const;
    const over = { target: 5000, direction: "over" } as const;
    expect(settleDice(under, 5000).win).toBe(false);
    expect(settleDice(over, 5000).win).toBe(false);
    expect(settleDice(under, 4999)).toEqual({
      roll: 4999,
      win: true,
      returnNumerator: 9900,
      returnDenominator: 5000,
    });
    expect(settleDice(over, 5001).win).toBe(true);
    expect(returnAmount(100n, 9900, 5000)).toBe(198n);
    expect(diceMultiplier({ target: 4950, direction: "under" })).toBe(2);
    expect(diceMultiplier({ target: 3300, direction: "under" })).toBe(3);
  });

  it("refuses targets outside 1 %–98 % chance and malformed bets", () => {
    expect(diceBetError({ target: 99, direction: "under" })).toBe("CHANCE_OUT_OF_RANGE");
    expect(diceBetError({ target: 100, direction: "under" })).toBeNull();
    expect(diceBetError({ target: 9801, direction: "under" })).toBe("CHANCE_OUT_OF_RANGE");
    expect(diceBetError({ target: 50.5, direction: "under" })).toBe("INVALID_TARGET");
    expect(diceBetError({ target: 5000, direction: "sideways" as "under" })).toBe("INVALID_TARGET");
    expect(() =>
      playDice(
        { target: 10, direction: "under" },
        createFairRng({ serverSeed: "s", clientSeed: "c", nonce: 0 }),
      ),
    ).toThrow();
  });

  it("rolls uniformly from the provably-fair stream", () => {
    const counts = new Array<number>(10).fill(0);
    const rounds = 50_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const { roll } = playDice(
        { target: 5000, direction: "over" },
        createFairRng({ serverSeed: "d1", clientSeed: "c", nonce }),
      );
      counts[Math.floor(roll / 1000)]! += 1;
    }
    const expected = rounds / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88);
  });
});
