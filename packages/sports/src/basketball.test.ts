import { describe, expect, it } from "vitest";
import { basketballDistribution, MARGIN_SD } from "./basketball";
import { fairMarkets } from "./markets";
import { normalCdf } from "./maths";
import type { BasketballModel, BasketballState, FairMarket, MatchState } from "./types";

const model: BasketballModel = {
  sport: "basketball",
  home: { rating: 114 },
  away: { rating: 109 },
  homeAdvantage: 2.5,
};
const live = (s: BasketballState): MatchState => ({ sport: "basketball", state: s });
const prob = (markets: FairMarket[], key: string, selection: string) =>
  markets.find((m) => m.key === key)!.selections.find((s) => s.key === selection)!.probability;

describe("basketball normal model", () => {
  it("prices the balanced spread near 0.5, with lines around the expected margin", () => {
    const markets = fairMarkets(model, null);
    const spreads = markets.filter((m) => m.type === "spread");
    expect(spreads.length).toBe(5);
    const main = spreads[2]!;
    // Expected margin 114 − 109 + 2.5 = 7.5; the balanced line is a half point near −7.5.
    expect(Math.abs(main.line! + 7.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(main.selections[0]!.probability - 0.5)).toBeLessThan(0.03);
    const totals = markets.filter((m) => m.type === "total_points");
    expect(Math.abs(totals[2]!.line! - 223)).toBeLessThanOrEqual(1);
    expect(Math.abs(totals[2]!.selections[0]!.probability - 0.5)).toBeLessThan(0.03);
  });

  it("has no draw: the moneyline includes overtime, and even teams are 50/50 on a neutral court", () => {
    const even: BasketballModel = {
      ...model,
      home: { rating: 110 },
      away: { rating: 110 },
      homeAdvantage: 0,
    };
    const markets = fairMarkets(even, null);
    expect(prob(markets, "moneyline", "home")).toBeCloseTo(0.5, 12);
    const d = basketballDistribution(even, null);
    expect(d.margin[-d.offset]).toBe(0); // no final margin of 0
    expect(d.margin.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("matches the normal moneyline formula away from ties", () => {
    const p = prob(fairMarkets(model, null), "moneyline", "home");
    // ≈ P(margin > 0) with margin ~ N(7.5, σ²), σ = MARGIN_SD (the level mass goes mostly either way in overtime).
    const z = 7.5 / MARGIN_SD;
    expect(p).toBeGreaterThan(0.6);
    expect(Math.abs(p - normalCdf(z))).toBeLessThan(0.01);
  });

  it("conditions on score and time left: variance shrinks with the clock", () => {
    const leadEarly = prob(
      fairMarkets(model, live({ home: 30, away: 24, secondsLeft: 2000 })),
      "moneyline",
      "away",
    );
    const leadLate = prob(
      fairMarkets(model, live({ home: 90, away: 84, secondsLeft: 60 })),
      "moneyline",
      "away",
    );
    expect(leadLate).toBeLessThan(leadEarly);
    expect(leadLate).toBeLessThan(0.05);
    const before = fairMarkets(model, live({ home: 50, away: 50, secondsLeft: 1440 }));
    const after = fairMarkets(model, live({ home: 50, away: 53, secondsLeft: 1430 }));
    expect(prob(after, "moneyline", "away")).toBeGreaterThan(prob(before, "moneyline", "away"));
    // The total line follows the points already scored.
    const total = (m: FairMarket[]) => m.filter((x) => x.type === "total_points")[2]!.line!;
    expect(total(after)).toBeGreaterThanOrEqual(total(before));
  });

  it("goes to overtime when level at the end of regulation, and is decided otherwise", () => {
    const level = fairMarkets(model, live({ home: 100, away: 100, secondsLeft: 0 }));
    const p = prob(level, "moneyline", "home");
    expect(p).toBeGreaterThan(0.5); // the better team wins overtime more often
    expect(p).toBeLessThan(0.65);
    const total = level.filter((m) => m.type === "total_points")[2]!;
    expect(total.line!).toBeGreaterThan(200);
    expect(total.line!).toBeLessThan(240);
    expect(fairMarkets(model, live({ home: 101, away: 100, secondsLeft: 0 }))).toEqual([]);
  });

  it("sums every market to 1", () => {
    for (const s of [
      null,
      live({ home: 40, away: 52, secondsLeft: 1300 }),
      live({ home: 88, away: 88, secondsLeft: 4 }),
    ]) {
      for (const m of fairMarkets(model, s)) {
        expect(Math.abs(m.selections.reduce((a, x) => a + x.probability, 0) - 1), m.key).toBeLessThan(1e-9);
      }
    }
  });
});
