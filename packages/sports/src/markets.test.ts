import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookSum, priceMarket } from "./margin";
import { fairMarkets, ModelError, validateModel } from "./markets";
import type { MatchModel, MatchState } from "./types";

const footballCase = fc.record({
  model: fc.record({
    sport: fc.constant("football" as const),
    home: fc.record({
      attack: fc.double({ min: 0.3, max: 3, noNaN: true }),
      defence: fc.double({ min: 0.5, max: 1.6, noNaN: true }),
    }),
    away: fc.record({
      attack: fc.double({ min: 0.3, max: 3, noNaN: true }),
      defence: fc.double({ min: 0.5, max: 1.6, noNaN: true }),
    }),
    homeAdvantage: fc.double({ min: 1, max: 1.4, noNaN: true }),
  }),
  state: fc.option(
    fc.record({
      sport: fc.constant("football" as const),
      state: fc.record({
        minute: fc.double({ min: 0, max: 90, noNaN: true }),
        home: fc.integer({ min: 0, max: 6 }),
        away: fc.integer({ min: 0, max: 6 }),
        homeRed: fc.integer({ min: 0, max: 2 }),
        awayRed: fc.integer({ min: 0, max: 2 }),
      }),
    }),
  ),
});

const tennisCase = fc.record({
  model: fc.record({
    sport: fc.constant("tennis" as const),
    home: fc.record({ serve: fc.double({ min: 0.45, max: 0.85, noNaN: true }) }),
    away: fc.record({ serve: fc.double({ min: 0.45, max: 0.85, noNaN: true }) }),
  }),
  state: fc.option(
    fc.record({
      sport: fc.constant("tennis" as const),
      state: fc.record({
        sets: fc.constantFrom<[number, number][][]>(
          [],
          [[6, 3]],
          [[4, 6]],
          [
            [7, 6],
            [3, 6],
          ],
        ),
        games: fc
          .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
          .filter(([a, b]) => Math.abs(a - b) < 2 || Math.max(a, b) < 6),
        points: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })),
        server: fc.constantFrom<"home" | "away">("home", "away"),
      }),
    }),
  ),
});

const basketballCase = fc.record({
  model: fc.record({
    sport: fc.constant("basketball" as const),
    home: fc.record({ rating: fc.double({ min: 90, max: 130, noNaN: true }) }),
    away: fc.record({ rating: fc.double({ min: 90, max: 130, noNaN: true }) }),
    homeAdvantage: fc.double({ min: 0, max: 5, noNaN: true }),
  }),
  state: fc.option(
    fc.record({
      sport: fc.constant("basketball" as const),
      state: fc.record({
        home: fc.integer({ min: 0, max: 140 }),
        away: fc.integer({ min: 0, max: 140 }),
        secondsLeft: fc.integer({ min: 0, max: 2880 }),
      }),
    }),
  ),
});

const anyCase = fc.oneof(footballCase, tennisCase, basketballCase) as fc.Arbitrary<{
  model: MatchModel;
  state: MatchState | null;
}>;

describe("fairMarkets", () => {
  it("sums every market's fair probabilities to 1 (double chance 2), pre-match and in play", () => {
    fc.assert(
      fc.property(anyCase, ({ model, state }) => {
        for (const m of fairMarkets(model, state)) {
          const sum = m.selections.reduce((a, s) => a + s.probability, 0);
          expect(Math.abs(sum - (m.type === "double_chance" ? 2 : 1)), m.key).toBeLessThan(1e-9);
          expect(m.selections.length).toBeGreaterThanOrEqual(2);
          for (const s of m.selections) {
            expect(s.probability).toBeGreaterThan(0);
            expect(s.probability).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("prices every market within the configured overround and at least 1", () => {
    fc.assert(
      fc.property(anyCase, fc.constantFrom(1.05, 1.06, 1.1), ({ model, state }, overround) => {
        for (const m of fairMarkets(model, state)) {
          const total = m.type === "double_chance" ? 2 : 1;
          const book = bookSum(priceMarket(m, overround).selections.map((s) => s.odds)) / total;
          expect(book, m.key).toBeLessThanOrEqual(overround + 1e-12);
          expect(book, m.key).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps market keys unique and stable", () => {
    const model: MatchModel = {
      sport: "football",
      home: { attack: 1.4, defence: 1 },
      away: { attack: 1.2, defence: 1 },
      homeAdvantage: 1.2,
    };
    const keys = fairMarkets(model, null).map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(fairMarkets(model, null)).toEqual(fairMarkets(model, null));
  });

  it("refuses ratings off their scales and a state of another sport", () => {
    expect(() =>
      validateModel({
        sport: "football",
        home: { attack: 1.4, defence: 1 },
        away: { attack: 1.2, defence: 1 },
        homeAdvantage: 0.3,
      }),
    ).toThrow(ModelError);
    expect(() => validateModel({ sport: "tennis", home: { serve: 64 }, away: { serve: 0.6 } })).toThrow(
      ModelError,
    );
    expect(() =>
      validateModel({
        sport: "basketball",
        home: { rating: 1500 },
        away: { rating: 1450 },
        homeAdvantage: 3,
      }),
    ).toThrow(ModelError);
    expect(() =>
      fairMarkets(
        { sport: "tennis", home: { serve: 0.6 }, away: { serve: 0.6 } },
        { sport: "basketball", state: { home: 0, away: 0, secondsLeft: 10 } },
      ),
    ).toThrow(ModelError);
  });
});
