import { describe, expect, it } from "vitest";
import { fairMarkets } from "./markets";
import { gameWinProbability, tennisMatchProbability } from "./tennis";
import type { FairMarket, MatchState, TennisModel, TennisState } from "./types";

const model = (home: number, away: number): TennisModel => ({
  sport: "tennis",
  home: { serve: home },
  away: { serve: away },
});

const state = (s: Partial<TennisState>): TennisState => ({
  sets: [],
  games: [0, 0],
  points: [0, 0],
  server: "home",
  ...s,
});

const live = (s: Partial<TennisState>): MatchState => ({ sport: "tennis", state: state(s) });

const prob = (markets: FairMarket[], key: string, selection: string) =>
  markets.find((m) => m.key === key)!.selections.find((s) => s.key === selection)!.probability;

describe("tennis Markov model", () => {
  it("gives the textbook game probabilities", () => {
    // p = 0.6: P(hold) = p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(p² + q²) ≈ 0.7357.
    expect(gameWinProbability(0.6, 0, 0)).toBeCloseTo(0.735729231, 8);
    expect(gameWinProbability(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    expect(gameWinProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
    // Deuce states past 40-40 are the same as deuce/advantage.
    expect(gameWinProbability(0.6, 7, 7)).toBe(gameWinProbability(0.6, 3, 3));
    expect(gameWinProbability(0.6, 8, 7)).toBe(gameWinProbability(0.6, 4, 3));
    expect(gameWinProbability(0.6, 5, 3)).toBe(1);
  });

  it("gives 0.5 for equal servers, whoever serves first and at any symmetric state", () => {
    for (const p of [0.55, 0.64, 0.75]) {
      expect(tennisMatchProbability(model(p, p), null)).toBeCloseTo(0.5, 12);
      expect(tennisMatchProbability(model(p, p), state({ server: "away" }))).toBeCloseTo(0.5, 12);
      expect(
        tennisMatchProbability(model(p, p), state({ sets: [[6, 4]], games: [0, 0], server: "away" })),
      ).toBeGreaterThan(0.5);
      expect(
        tennisMatchProbability(
          model(p, p),
          state({
            sets: [
              [6, 4],
              [4, 6],
            ],
            games: [6, 6],
            points: [3, 3],
          }),
        ),
      ).toBeCloseTo(0.5, 12);
    }
  });

  it("is symmetric when the players swap", () => {
    const a = tennisMatchProbability(model(0.68, 0.61), null);
    const b = tennisMatchProbability(model(0.61, 0.68), null);
    expect(a + b).toBeCloseTo(1, 12);
    expect(a).toBeGreaterThan(0.5);
  });

  it("agrees with brute-force value iteration over every point of a set", () => {
    // The chain over (games, points, server) for one set, home serving first, solved by sweeping the Bellman
    // equations until they stop changing — no closed forms for deuce or the tie-break.
    const ph = 0.66;
    const pa = 0.6;
    const values = new Map<string, number>();
    const norm = (gh: number, ga: number, x: number, y: number, s: number): string => {
      const cap = gh === 6 && ga === 6 ? 7 : 4;
      while (x >= cap && y >= cap) {
        x--;
        y--;
      }
      return [gh, ga, x, y, s].join();
    };
    const setOver = (gh: number, ga: number) =>
      (gh >= 6 && gh - ga >= 2) || gh === 7 ? 1 : (ga >= 6 && ga - gh >= 2) || ga === 7 ? 0 : null;
    const value = (gh: number, ga: number, x: number, y: number, s: number): number => {
      const over = setOver(gh, ga);
      if (over !== null) return over;
      return values.get(norm(gh, ga, x, y, s)) ?? 0.5;
    };
    const states: [number, number, number, number, number][] = [];
    for (let gh = 0; gh <= 6; gh++) {
      for (let ga = 0; ga <= 6; ga++) {
        if (setOver(gh, ga) !== null) continue;
        const cap = gh === 6 && ga === 6 ? 7 : 4;
        for (let x = 0; x <= cap; x++)
          for (let y = 0; y <= cap; y++) for (const s of [0, 1]) states.push([gh, ga, x, y, s]);
      }
    }
    for (let sweep = 0; sweep < 2000; sweep++) {
      let change = 0;
      for (const [gh, ga, x, y, s] of states) {
        const tb = gh === 6 && ga === 6;
        const target = tb ? 7 : 4;
        if ((x >= target && x - y >= 2) || (y >= target && y - x >= 2)) continue; // not a live state
        const p = s === 0 ? ph : 1 - pa;
        const next = tb && (x + y) % 2 === 0 ? 1 - s : s;
        const after = (nx: number, ny: number) => {
          if (nx >= target && nx - ny >= 2) return value(gh + 1, ga, 0, 0, 1 - s);
          if (ny >= target && ny - nx >= 2) return value(gh, ga + 1, 0, 0, 1 - s);
          return value(gh, ga, nx, ny, next);
        };
        const v = p * after(x + 1, y) + (1 - p) * after(x, y + 1);
        const key = norm(gh, ga, x, y, s);
        change = Math.max(change, Math.abs(v - (values.get(key) ?? 0.5)));
        values.set(key, v);
      }
      if (change < 1e-16) break;
    }
    const oneSet = value(0, 0, 0, 0, 0);
    // With a set each, the deciding set opens with home serving here: its winner takes the match.
    const decider = tennisMatchProbability(
      model(ph, pa),
      state({
        sets: [
          [6, 4],
          [4, 6],
        ],
        server: "home",
      }),
    );
    expect(decider).toBeCloseTo(oneSet, 12);
    const midSet = tennisMatchProbability(
      model(ph, pa),
      state({
        sets: [
          [6, 4],
          [4, 6],
        ],
        games: [4, 5],
        points: [2, 3],
        server: "away",
      }),
    );
    expect(midSet).toBeCloseTo(value(4, 5, 2, 3, 1), 12);
    const inTieBreak = tennisMatchProbability(
      model(ph, pa),
      state({
        sets: [
          [6, 4],
          [4, 6],
        ],
        games: [6, 6],
        points: [5, 6],
        server: "home",
      }),
    );
    expect(inTieBreak).toBeCloseTo(value(6, 6, 5, 6, 0), 12);
  });

  it("conditions on sets, games, points and server", () => {
    const m = model(0.65, 0.65);
    const level = tennisMatchProbability(m, state({ games: [2, 2], server: "home" }));
    const broken = tennisMatchProbability(m, state({ games: [3, 2], server: "home" })); // home broke and leads
    const breakPoint = tennisMatchProbability(m, state({ games: [2, 2], points: [0, 3], server: "home" }));
    expect(broken).toBeGreaterThan(level);
    expect(breakPoint).toBeLessThan(level);
    const setUp = tennisMatchProbability(m, state({ sets: [[6, 3]] }));
    expect(setUp).toBeGreaterThan(0.7);
    const matchPoint = tennisMatchProbability(m, state({ sets: [[6, 3]], games: [5, 4], points: [3, 0] }));
    expect(matchPoint).toBeGreaterThan(0.98);
    expect(
      fairMarkets(
        m,
        live({
          sets: [
            [6, 3],
            [6, 2],
          ],
        }),
      ),
    ).toEqual([]);
  });

  it("handles a tie-break in progress", () => {
    const m = model(0.65, 0.65);
    const tb = tennisMatchProbability(
      m,
      state({ sets: [[6, 4]], games: [6, 6], points: [6, 5], server: "away" }),
    );
    // 0.35 to win the set now on the away serve, else 6-6 (even); the set wins the match, losing it means a decider.
    expect(tb).toBeCloseTo(0.675 + 0.325 * 0.5, 12);
    const deepTb = tennisMatchProbability(
      m,
      state({ sets: [[4, 6]], games: [6, 6], points: [11, 11], server: "home" }),
    );
    const sameTb = tennisMatchProbability(
      m,
      state({ sets: [[4, 6]], games: [6, 6], points: [6, 6], server: "home" }),
    );
    expect(deepTb).toBeCloseTo(sameTb, 12);
  });
});

describe("tennis markets", () => {
  it("sum to 1 and agree with each other", () => {
    for (const s of [null, live({ sets: [[6, 4]], games: [2, 3], points: [1, 2], server: "away" })]) {
      const markets = fairMarkets(model(0.66, 0.62), s);
      expect(markets.map((m) => m.type)).toEqual([
        "match_winner",
        "set_betting",
        "total_games",
        "total_games",
        "total_games",
        "total_games",
        "total_games",
      ]);
      for (const m of markets) {
        expect(Math.abs(m.selections.reduce((a, x) => a + x.probability, 0) - 1), m.key).toBeLessThan(1e-9);
      }
      const setBetting = markets[1]!.selections;
      const homeSets = setBetting.filter((x) => x.key === "2-0" || x.key === "2-1");
      expect(homeSets.reduce((a, x) => a + x.probability, 0)).toBeCloseTo(
        prob(markets, "match_winner", "home"),
        12,
      );
    }
  });

  it("leaves out set-betting outcomes the score has ruled out and decided totals", () => {
    const markets = fairMarkets(model(0.66, 0.62), live({ sets: [[6, 4]], games: [3, 3] }));
    expect(markets[1]!.selections.map((s) => s.key)).toEqual(["2-0", "2-1", "1-2"]);
    for (const m of markets.filter((x) => x.type === "total_games")) expect(m.line!).toBeGreaterThan(16);
  });
});
