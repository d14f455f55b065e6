import { describe, expect, it } from "vitest";
import { createFairRng } from "../fair/rng";
import {
  type CoverResult,
  coveredNumbers,
  type InsideBetType,
  playRoulette,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  rouletteReturn,
} from "./roulette";

/** Every k-subset of 0 … 36. */
function subsets(k: number, from = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let n = from; n <= 36; n++) for (const rest of subsets(k - 1, n + 1)) out.push([n, ...rest]);
  return out;
}

const valid = (type: InsideBetType, sets: number[][]) =>
  sets.filter((numbers) => coveredNumbers({ type, numbers }).ok).map((numbers) => ({ type, numbers }));

const insideBets: RouletteBet[] = [
  ...valid("straight", subsets(1)),
  ...valid("split", subsets(2)),
  ...valid("street", subsets(3)),
  ...valid("corner", subsets(4)),
  ...valid(
    "sixLine",
    Array.from({ length: 37 }, (_, a) => Array.from({ length: 6 }, (_, i) => a + i)),
  ),
];
const outsideBets: RouletteBet[] = [
  ...(["red", "black", "odd", "even", "low", "high"] as const).map((type) => ({ type })),
  ...[1, 2, 3].flatMap((index) => [
    { type: "dozen" as const, index },
    { type: "column" as const, index },
  ]),
];

describe("European roulette positions", () => {
  it("has exactly the table's positions: 37 numbers, 60 splits, 14 streets and trios, 23 corners, 11 six lines", () => {
    const count = (type: string) => insideBets.filter((bet) => bet.type === type).length;
    expect([count("straight"), count("split"), count("street"), count("corner"), count("sixLine")]).toEqual([
      37, 60, 14, 23, 11,
    ]);
  });

  it("accepts the zero positions and numbers in any order", () => {
    for (const numbers of [
      [0, 1],
      [0, 2],
      [0, 3],
      [2, 0],
    ])
      expect(coveredNumbers({ type: "split", numbers }).ok).toBe(true);
    expect(coveredNumbers({ type: "street", numbers: [2, 1, 0] })).toEqual({ ok: true, numbers: [0, 1, 2] });
    expect(coveredNumbers({ type: "street", numbers: [0, 2, 3] }).ok).toBe(true);
    expect(coveredNumbers({ type: "corner", numbers: [3, 0, 2, 1] }).ok).toBe(true);
  });

  it("rejects positions that are not on the table", () => {
    const refused: [RouletteBet, CoverResult][] = [
      [
        { type: "split", numbers: [3, 4] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "split", numbers: [1, 5] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "split", numbers: [0, 4] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "split", numbers: [5] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "street", numbers: [2, 3, 4] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "street", numbers: [0, 1, 3] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "corner", numbers: [3, 4, 6, 7] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "corner", numbers: [34, 35, 37, 38] },
        { ok: false, error: "INVALID_NUMBERS" },
      ],
      [
        { type: "sixLine", numbers: [2, 3, 4, 5, 6, 7] },
        { ok: false, error: "INVALID_POSITION" },
      ],
      [
        { type: "straight", numbers: [37] },
        { ok: false, error: "INVALID_NUMBERS" },
      ],
      [
        { type: "straight", numbers: [1.5] },
        { ok: false, error: "INVALID_NUMBERS" },
      ],
      [
        { type: "split", numbers: [7, 7] },
        { ok: false, error: "INVALID_NUMBERS" },
      ],
      [
        { type: "dozen", index: 4 },
        { ok: false, error: "INVALID_INDEX" },
      ],
      [
        { type: "column", index: 0 },
        { ok: false, error: "INVALID_INDEX" },
      ],
      [{ type: "basket" } as unknown as RouletteBet, { ok: false, error: "UNKNOWN_BET_TYPE" }],
    ];
    for (const [bet, result] of refused) expect(coveredNumbers(bet), JSON.stringify(bet)).toEqual(result);
    expect(() =>
      playRoulette(
        [{ type: "split", numbers: [3, 4] }],
        createFairRng({ serverSeed: "s", clientSeed: "c", nonce: 0 }),
      ),
    ).toThrow();
  });
});

describe("European roulette payouts", () => {
  it("pays 35, 17, 11, 8, 5, 2 and 1 to 1 and returns exactly 36/37 for every position (all 37 pockets)", () => {
    for (const bet of [...insideBets, ...outsideBets]) {
      const cover = coveredNumbers(bet);
      if (!cover.ok) throw new Error("valid bet refused");
      const payout = ROULETTE_PAYOUTS[bet.type];
      expect((payout + 1) * cover.numbers.length, bet.type).toBe(36);
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket++) {
        const back = rouletteReturn(bet, pocket);
        expect(back).toBe(cover.numbers.includes(pocket) ? payout + 1 : 0);
        returned += back;
      }
      expect(returned / 37).toBe(36 / 37);
    }
  });

  it("loses every outside bet on zero and settles red 1 / black 2 / columns and dozens as on the table", () => {
    for (const bet of outsideBets) expect(rouletteReturn(bet, 0)).toBe(0);
    expect(rouletteReturn({ type: "red" }, 1)).toBe(2);
    expect(rouletteReturn({ type: "black" }, 2)).toBe(2);
    expect(rouletteReturn({ type: "column", index: 3 }, 36)).toBe(3);
    expect(rouletteReturn({ type: "column", index: 1 }, 34)).toBe(3);
    expect(rouletteReturn({ type: "dozen", index: 2 }, 13)).toBe(3);
    expect(rouletteReturn({ type: "dozen", index: 2 }, 25)).toBe(0);
  });

  it("draws the pocket from the provably-fair stream, reproducibly", () => {
    const seeds = { serverSeed: "ab".repeat(32), clientSeed: "roulette", nonce: 3 };
    const bets: RouletteBet[] = [{ type: "straight", numbers: [17] }, { type: "red" }];
    const round = playRoulette(bets, createFairRng(seeds));
    expect(playRoulette(bets, createFairRng(seeds))).toEqual(round);
    expect(round.pocket).toBeGreaterThanOrEqual(0);
    expect(round.returns).toEqual(bets.map((bet) => rouletteReturn(bet, round.pocket)));
  });
});
