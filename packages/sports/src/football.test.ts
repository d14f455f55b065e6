import { describe, expect, it } from "vitest";
import { DIXON_COLES_RHO, expectedGoals, remainingGoalRates } from "./football";
import { fairMarkets, footballScoreDistribution } from "./markets";
import type { FairMarket, FootballModel, FootballState, MatchState } from "./types";

const model: FootballModel = {
  sport: "football",
  home: { attack: 1.5, defence: 0.9 },
  away: { attack: 1.2, defence: 1.1 },
  homeAdvantage: 1.2,
};

const live = (s: Partial<FootballState>): MatchState => ({
  sport: "football",
  state: { minute: 0, home: 0, away: 0, homeRed: 0, awayRed: 0, ...s },
});

const prob = (markets: FairMarket[], key: string, selection: string): number => {
  const market = markets.find((m) => m.key === key);
  const value = market?.selections.find((s) => s.key === selection)?.probability;
  if (value === undefined) throw new Error(`no ${key}/${selection}`);
  return value;
};

const total = (dist: number[][]) => dist.flat().reduce((a, b) => a + b, 0);

describe("football score distribution", () => {
  it("uses multiplicative ratings: home attack × away defence × home advantage", () => {
    expect(expectedGoals(model)).toEqual({ home: 1.5 * 1.1 * 1.2, away: 1.2 * 0.9 });
  });

  it("sums to 1 pre-match and in play, and is 11 × 11 pre-match", () => {
    const pre = footballScoreDistribution(model, null);
    expect(pre.length).toBe(11);
    expect(pre[0]!.length).toBe(11);
    expect(total(pre)).toBeCloseTo(1, 12);
    const inPlay = footballScoreDistribution(model, live({ minute: 60, home: 2, away: 1 }));
    expect(total(inPlay)).toBeCloseTo(1, 12);
    expect(inPlay[1]![1]).toBe(0); // below the current score
    expect(inPlay[2]![0]).toBe(0);
    expect(inPlay[2]![1]).toBeGreaterThan(0.3);
  });

  it("applies the Dixon–Coles correction to low scores (more 0-0 and 1-1, fewer 1-0 and 0-1)", () => {
    const { home: l, away: m } = expectedGoals(model);
    const dist = footballScoreDistribution(model, null);
    const poisson = (h: number, a: number) =>
      ((Math.exp(-l) * l ** h) / [1, 1, 2, 6][h]!) * ((Math.exp(-m) * m ** a) / [1, 1, 2, 6][a]!);
    const rho = DIXON_COLES_RHO;
    // The correction keeps the total mass, so only the (tiny) tail truncation separates these.
    expect(dist[0]![0]! / poisson(0, 0)).toBeCloseTo(1 - l * m * rho, 3);
    expect(dist[1]![1]! / poisson(1, 1)).toBeCloseTo(1 - rho, 3);
    expect(dist[1]![0]! / poisson(1, 0)).toBeCloseTo(1 + m * rho, 3);
    expect(dist[0]![1]! / poisson(0, 1)).toBeCloseTo(1 + l * rho, 3);
    expect(dist[2]![2]! / poisson(2, 2)).toBeCloseTo(1, 3);
  });

  it("is the pre-match distribution conditioned on the score: exact at kick-off", () => {
    const pre = footballScoreDistribution(model, null);
    const atKickOff = footballScoreDistribution(model, live({ minute: 0 }));
    expect(atKickOff).toEqual(pre);
  });

  it("scales the rates by the time left and red cards", () => {
    const full = expectedGoals(model);
    const half = remainingGoalRates(model, live({ minute: 45 }).state as FootballState);
    expect(half.home).toBeCloseTo(full.home / 2, 12);
    const red = remainingGoalRates(model, { minute: 45, home: 0, away: 0, homeRed: 1, awayRed: 0 });
    expect(red.home).toBeLessThan(half.home);
    expect(red.away).toBeGreaterThan(half.away);
    expect(remainingGoalRates(model, { minute: 90, home: 0, away: 0, homeRed: 0, awayRed: 0 })).toEqual({
      home: 0,
      away: 0,
    });
  });
});

describe("football markets", () => {
  const markets = fairMarkets(model, null);

  it("offers every market, with whole, half and quarter Asian handicap lines", () => {
    const keys = markets.map((m) => m.key);
    for (const key of ["1x2", "double_chance", "btts", "correct_score"]) expect(keys).toContain(key);
    for (const line of [0.5, 1.5, 2.5, 3.5, 4.5]) expect(keys).toContain(`total_goals:${line}`);
    const lines = markets.filter((m) => m.type === "asian_handicap").map((m) => m.line!);
    expect(lines.length).toBe(7);
    expect(lines.some((l) => Number.isInteger(l))).toBe(true);
    expect(lines.some((l) => Math.abs(l % 1) === 0.5)).toBe(true);
    expect(lines.some((l) => Math.abs(l % 1) === 0.25 || Math.abs(l % 1) === 0.75)).toBe(true);
    const correct = markets.find((m) => m.key === "correct_score")!;
    expect(correct.selections.length).toBe(26);
    expect(correct.selections.at(-1)!.key).toBe("other");
  });

  it("has fair probabilities summing to 1 (double chance: 2) in every market", () => {
    for (const state of [null, live({ minute: 30, home: 1 }), live({ minute: 75, away: 2, homeRed: 1 })]) {
      for (const m of fairMarkets(model, state)) {
        const sum = m.selections.reduce((a, s) => a + s.probability, 0);
        expect(Math.abs(sum - (m.type === "double_chance" ? 2 : 1)), m.key).toBeLessThan(1e-9);
      }
    }
  });

  it("agrees between markets read off the same distribution", () => {
    const home = prob(markets, "1x2", "home");
    const draw = prob(markets, "1x2", "draw");
    expect(prob(markets, "double_chance", "1X")).toBeCloseTo(home + draw, 12);
    // AH −0.5 is exactly the home win; AH 0 is the home win with the draw refunded.
    expect(prob(markets, "asian_handicap:-0.5", "home")).toBeCloseTo(home, 12);
    if (markets.some((m) => m.key === "asian_handicap:0")) {
      expect(prob(markets, "asian_handicap:0", "home")).toBeCloseTo(home / (1 - draw), 12);
    }
    const zeroZero = prob(markets, "correct_score", "0-0");
    expect(prob(markets, "total_goals:0.5", "under")).toBeCloseTo(zeroZero, 12);
  });

  it("prices a quarter line as the half-and-half bet: fair odds return exactly the stake on average", () => {
    const dist = footballScoreDistribution(model, null);
    for (const m of markets.filter((x) => x.type === "asian_handicap")) {
      const line = m.line!;
      const odds = 1 / prob(markets, m.key, "home");
      let expected = 0;
      dist.forEach((row, h) => {
        row.forEach((p, a) => {
          for (const half of Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25]) {
            const x = h - a + half;
            expected += (p / 2) * (x > 0 ? odds : x === 0 ? 1 : 0);
          }
        });
      });
      expect(expected, m.key).toBeCloseTo(1, 10);
    }
  });

  it("moves the right way after a goal", () => {
    const before = fairMarkets(model, live({ minute: 30 }));
    const homeGoal = fairMarkets(model, live({ minute: 30, home: 1 }));
    expect(prob(homeGoal, "1x2", "home")).toBeGreaterThan(prob(before, "1x2", "home"));
    expect(prob(homeGoal, "1x2", "draw")).toBeLessThan(prob(before, "1x2", "draw"));
    expect(prob(homeGoal, "1x2", "away")).toBeLessThan(prob(before, "1x2", "away"));
    expect(prob(homeGoal, "total_goals:2.5", "over")).toBeGreaterThan(
      prob(before, "total_goals:2.5", "over"),
    );
    const awayGoal = fairMarkets(model, live({ minute: 30, away: 1 }));
    expect(prob(awayGoal, "1x2", "away")).toBeGreaterThan(prob(before, "1x2", "away"));
    expect(prob(awayGoal, "1x2", "home")).toBeLessThan(prob(before, "1x2", "home"));
    expect(prob(awayGoal, "btts", "yes")).toBeGreaterThan(prob(before, "btts", "yes"));
  });

  it("moves with the clock and with red cards", () => {
    const early = fairMarkets(model, live({ minute: 10, home: 1 }));
    const late = fairMarkets(model, live({ minute: 80, home: 1 }));
    expect(prob(late, "1x2", "home")).toBeGreaterThan(prob(early, "1x2", "home"));
    expect(prob(late, "total_goals:2.5", "over")).toBeLessThan(prob(early, "total_goals:2.5", "over"));
    const homeRed = fairMarkets(model, live({ minute: 30, homeRed: 1 }));
    const before = fairMarkets(model, live({ minute: 30 }));
    expect(prob(homeRed, "1x2", "home")).toBeLessThan(prob(before, "1x2", "home"));
    expect(prob(homeRed, "1x2", "away")).toBeGreaterThan(prob(before, "1x2", "away"));
  });

  it("leaves out decided markets and impossible selections", () => {
    const markets = fairMarkets(model, live({ minute: 50, home: 2, away: 1 }));
    const keys = markets.map((m) => m.key);
    expect(keys).not.toContain("total_goals:0.5");
    expect(keys).not.toContain("total_goals:1.5");
    expect(keys).not.toContain("total_goals:2.5");
    expect(keys).not.toContain("btts");
    expect(keys).toContain("total_goals:3.5");
    const correct = markets.find((m) => m.key === "correct_score")!;
    expect(correct.selections.map((s) => s.key)).not.toContain("1-1");
    expect(correct.selections.map((s) => s.key)).toContain("2-1");
    expect(fairMarkets(model, live({ minute: 90, home: 1 }))).toEqual([]);
  });
});
