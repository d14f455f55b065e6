import { describe, expect, it } from "vitest";
import { BetBuilderError, betBuilderOdds, betBuilderProbability } from "./bet-builder";
import { fairMarkets, footballScoreDistribution } from "./markets";
import { createRng } from "./rng";
import type { BetBuilderLeg, FootballModel, MatchState } from "./types";

const model: FootballModel = {
  sport: "football",
  home: { attack: 1.6, defence: 0.95 },
  away: { attack: 1.15, defence: 1.05 },
  homeAdvantage: 1.2,
};

/** Does the final score (h, a) win the leg? Written out independently of settlement.ts. */
function wins(leg: BetBuilderLeg, h: number, a: number): boolean {
  switch (leg.type) {
    case "1x2":
      return leg.key === "home" ? h > a : leg.key === "draw" ? h === a : h < a;
    case "double_chance":
      return leg.key === "1X" ? h >= a : leg.key === "12" ? h !== a : h <= a;
    case "total_goals":
      return leg.key === "over" ? h + a > leg.line! : h + a < leg.line!;
    case "btts":
      return leg.key === "yes" ? h > 0 && a > 0 : h === 0 || a === 0;
    case "correct_score":
      return leg.key === "other" ? h > 4 || a > 4 : leg.key === `${h}-${a}`;
    default:
      throw new Error(leg.type);
  }
}

const bruteForce = (dist: number[][], legs: BetBuilderLeg[]) => {
  let p = 0;
  for (let h = 0; h < dist.length; h++) {
    for (let a = 0; a < dist[h]!.length; a++) if (legs.every((leg) => wins(leg, h, a))) p += dist[h]![a]!;
  }
  return p;
};

const pool: BetBuilderLeg[] = [
  ...["home", "draw", "away"].map((key) => ({ type: "1x2" as const, line: null, key })),
  ...["1X", "12", "X2"].map((key) => ({ type: "double_chance" as const, line: null, key })),
  ...[0.5, 1.5, 2.5, 3.5, 4.5].flatMap((line) =>
    ["over", "under"].map((key) => ({ type: "total_goals" as const, line, key })),
  ),
  ...["yes", "no"].map((key) => ({ type: "btts" as const, line: null, key })),
  ...["0-0", "1-0", "2-1", "1-1", "3-2", "0-2", "4-4", "other"].map((key) => ({
    type: "correct_score" as const,
    line: null,
    key,
  })),
];

describe("betBuilderProbability", () => {
  const states: (MatchState | null)[] = [
    null,
    { sport: "football", state: { minute: 55, home: 1, away: 0, homeRed: 0, awayRed: 0 } },
  ];

  it("equals brute-force enumeration of the score distribution for random combinations", () => {
    const rng = createRng("bet-builder");
    for (const state of states) {
      const dist = footballScoreDistribution(model, state);
      for (let i = 0; i < 400; i++) {
        const n = 2 + Math.floor(rng() * 3);
        const legs: BetBuilderLeg[] = [];
        while (legs.length < n) {
          const leg = pool[Math.floor(rng() * pool.length)]!;
          if (!legs.some((l) => l.type === leg.type && l.line === leg.line)) legs.push(leg);
        }
        expect(betBuilderProbability(dist, legs)).toBeCloseTo(bruteForce(dist, legs), 14);
      }
    }
  });

  it("gives a single leg its market's probability", () => {
    const dist = footballScoreDistribution(model, null);
    const markets = fairMarkets(model, null);
    const home = markets.find((m) => m.key === "1x2")!.selections[0]!.probability;
    expect(betBuilderProbability(dist, [{ type: "1x2", line: null, key: "home" }])).toBeCloseTo(home, 14);
  });

  it("is not the product of the legs when they are correlated", () => {
    const dist = footballScoreDistribution(model, null);
    const over = betBuilderProbability(dist, [{ type: "total_goals", line: 2.5, key: "over" }]);
    const btts = betBuilderProbability(dist, [{ type: "btts", line: null, key: "yes" }]);
    const both = betBuilderProbability(dist, [
      { type: "total_goals", line: 2.5, key: "over" },
      { type: "btts", line: null, key: "yes" },
    ]);
    expect(both).toBeGreaterThan(over * btts);
  });

  it("gives 0 for contradictory legs", () => {
    const dist = footballScoreDistribution(model, null);
    const cases: BetBuilderLeg[][] = [
      [
        { type: "1x2", line: null, key: "draw" },
        { type: "correct_score", line: null, key: "2-1" },
      ],
      [
        { type: "btts", line: null, key: "yes" },
        { type: "total_goals", line: 1.5, key: "under" },
      ],
      [
        { type: "double_chance", line: null, key: "X2" },
        { type: "1x2", line: null, key: "home" },
      ],
      [
        { type: "correct_score", line: null, key: "0-0" },
        { type: "total_goals", line: 0.5, key: "over" },
      ],
    ];
    for (const legs of cases) expect(betBuilderProbability(dist, legs)).toBe(0);
    expect(betBuilderOdds(0, 1.1)).toBeNull();
  });

  it("refuses legs a bet builder cannot take", () => {
    const dist = footballScoreDistribution(model, null);
    expect(() => betBuilderProbability(dist, [{ type: "asian_handicap", line: -0.5, key: "home" }])).toThrow(
      BetBuilderError,
    );
    expect(() => betBuilderProbability(dist, [{ type: "total_goals", line: 2, key: "over" }])).toThrow(
      BetBuilderError,
    );
  });

  it("prices a combination on the ladder with the margin", () => {
    const odds = betBuilderOdds(0.2, 1.1)!;
    expect(odds).toBeLessThanOrEqual(1 / (0.2 * 1.1));
    expect(odds).toBeGreaterThan(4.3);
  });
});
