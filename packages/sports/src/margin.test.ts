import { describe, expect, it } from "vitest";
import { MAX_ODDS, MIN_ODDS, ODDS_LADDER, toLadder } from "./ladder";
import { applyMargin, bookSum, priceMarket } from "./margin";
import { fairMarkets } from "./markets";
import type { FairMarket, MatchModel, MatchState } from "./types";

const market = (probabilities: number[], type: FairMarket["type"] = "1x2"): FairMarket => ({
  key: type,
  type,
  line: null,
  selections: probabilities.map((probability, i) => ({ key: `s${i}`, probability })),
});

const models: MatchModel[] = [
  {
    sport: "football",
    home: { attack: 1.5, defence: 0.9 },
    away: { attack: 1.1, defence: 1.1 },
    homeAdvantage: 1.25,
  },
  {
    sport: "football",
    home: { attack: 2.6, defence: 0.6 },
    away: { attack: 0.7, defence: 1.6 },
    homeAdvantage: 1.1,
  },
  { sport: "tennis", home: { serve: 0.7 }, away: { serve: 0.58 } },
  { sport: "basketball", home: { rating: 118 }, away: { rating: 104 }, homeAdvantage: 3 },
];

const states: (MatchState | null)[][] = [
  [
    null,
    { sport: "football", state: { minute: 63, home: 1, away: 1, homeRed: 0, awayRed: 1 } },
    { sport: "football", state: { minute: 88, home: 3, away: 0, homeRed: 0, awayRed: 0 } },
  ],
  [null, { sport: "football", state: { minute: 20, home: 0, away: 1, homeRed: 0, awayRed: 0 } }],
  [null, { sport: "tennis", state: { sets: [[3, 6]], games: [5, 5], points: [3, 4], server: "home" } }],
  [null, { sport: "basketball", state: { home: 99, away: 101, secondsLeft: 30 } }],
];

describe("odds ladder", () => {
  it("runs from 1.01 to 1000, strictly increasing, each price with its fraction", () => {
    const decimals = ODDS_LADDER.map((r) => r.decimal);
    expect(decimals[0]).toBe(MIN_ODDS);
    expect(decimals.at(-1)).toBe(MAX_ODDS);
    for (let i = 1; i < decimals.length; i++) expect(decimals[i]!).toBeGreaterThan(decimals[i - 1]!);
    for (const { decimal, fractional } of ODDS_LADDER) {
      const [n, d] = fractional.split("/").map(Number) as [number, number];
      expect(Math.abs(1 + n / d - decimal), fractional).toBeLessThan(0.0051);
    }
  });

  it("rounds down to the ladder, never up, within 1.01 … 1000", () => {
    expect(toLadder(2.5)).toBe(2.5);
    expect(toLadder(2.49)).toBe(2.45);
    expect(toLadder(2.44)).toBe(2.4);
    expect(toLadder(1.999999999999)).toBe(2);
    expect(toLadder(1.95)).toBe(1.95);
    expect(toLadder(1.9)).toBe(1.9);
    expect(toLadder(1.005)).toBe(MIN_ODDS);
    expect(toLadder(5000)).toBe(MAX_ODDS);
    for (let x = 1.01; x < 1100; x *= 1.013) {
      const y = toLadder(x);
      expect(y).toBeLessThanOrEqual(x + 1e-9);
      expect(ODDS_LADDER.some((r) => r.decimal === y)).toBe(true);
    }
  });
});

describe("priceMarket", () => {
  it("keeps every market's implied overround between 1 and the configured one", () => {
    let priced = 0;
    models.forEach((model, i) => {
      for (const state of states[i]!) {
        for (const fair of fairMarkets(model, state)) {
          const target = fair.type === "double_chance" ? 2 : 1;
          for (const overround of [1.04, 1.05, 1.08]) {
            const odds = priceMarket(fair, overround).selections.map((s) => s.odds);
            const book = bookSum(odds) / target;
            expect(book, `${fair.key} at ${overround}`).toBeLessThanOrEqual(overround + 1e-12);
            expect(book, `${fair.key} at ${overround}`).toBeGreaterThanOrEqual(1);
            for (const o of odds) expect(o).toBeGreaterThanOrEqual(MIN_ODDS);
            priced++;
          }
        }
      }
    });
    expect(priced).toBeGreaterThan(150);
  });

  it("never quotes a selection above its fair odds, and comes close to the configured overround", () => {
    const fair = market([0.5, 0.3, 0.2]);
    const priced = priceMarket(fair, 1.05);
    priced.selections.forEach((s, i) => {
      expect(s.odds).toBeLessThanOrEqual(1 / fair.selections[i]!.probability);
    });
    expect(bookSum(priced.selections.map((s) => s.odds))).toBeGreaterThan(1.03);
    expect(priceMarket(market([0.5, 0.5]), 1.05).selections.map((s) => s.odds)).toEqual([1.91, 1.91]);
  });

  it("shades long shots more than favourites with the power method, evenly with the proportional one", () => {
    const fair = [0.7, 0.2, 0.1];
    const power = applyMargin(fair, 1.06, "power");
    const proportional = applyMargin(fair, 1.06, "proportional");
    expect(power.reduce((a, b) => a + b, 0)).toBeCloseTo(1.06, 10);
    expect(proportional.reduce((a, b) => a + b, 0)).toBeCloseTo(1.06, 10);
    expect(power[2]! / fair[2]!).toBeGreaterThan(power[0]! / fair[0]!);
    expect(proportional[2]! / fair[2]!).toBeCloseTo(proportional[0]! / fair[0]!, 12);
    const byProportion = priceMarket(market(fair), 1.06, "proportional");
    expect(bookSum(byProportion.selections.map((s) => s.odds))).toBeLessThanOrEqual(1.06);
  });

  it("handles selections at ~0 and ~1 probability sanely (1.01 floor, 1000 cap, no arbitrage)", () => {
    for (const p of [
      [0.9995, 0.0005],
      [0.999999, 0.0000005, 0.0000005],
      [0.98, 0.019, 0.001],
      [1, 0],
      [0.5, 0.5 - 1e-12, 1e-12],
    ]) {
      const odds = priceMarket(market(p), 1.05).selections.map((s) => s.odds);
      for (const o of odds) {
        expect(o).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(o).toBeLessThanOrEqual(MAX_ODDS);
      }
      expect(bookSum(odds), p.join()).toBeGreaterThanOrEqual(1);
      expect(bookSum(odds), p.join()).toBeLessThanOrEqual(1.05 + 1e-12);
    }
    expect(priceMarket(market([0.9995, 0.0005]), 1.05).selections[0]!.odds).toBe(1.01);
  });

  it("refuses an overround below 1", () => {
    expect(() => priceMarket(market([0.5, 0.5]), 0.98)).toThrow(RangeError);
  });
});
