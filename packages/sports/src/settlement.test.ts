import { describe, expect, it } from "vitest";
import {
  multipleReturnFactor,
  returnFactor,
  SettlementError,
  settleSelection,
  voidOutcome,
} from "./settlement";
import type { MarketType, MatchResult, SelectionOutcome } from "./types";

const football = (home: number, away: number): MatchResult => ({ sport: "football", home, away });
const basketball = (home: number, away: number): MatchResult => ({ sport: "basketball", home, away });
const tennis = (...sets: [number, number][]): MatchResult => ({ sport: "tennis", sets });

type Row = [MarketType, number | null, string, MatchResult, SelectionOutcome];

const table: Row[] = [
  // 1X2
  ["1x2", null, "home", football(2, 1), "won"],
  ["1x2", null, "draw", football(2, 1), "lost"],
  ["1x2", null, "away", football(2, 1), "lost"],
  ["1x2", null, "draw", football(1, 1), "won"],
  ["1x2", null, "away", football(0, 3), "won"],
  // Double chance
  ["double_chance", null, "1X", football(1, 1), "won"],
  ["double_chance", null, "1X", football(0, 1), "lost"],
  ["double_chance", null, "12", football(1, 1), "lost"],
  ["double_chance", null, "12", football(0, 1), "won"],
  ["double_chance", null, "X2", football(2, 2), "won"],
  ["double_chance", null, "X2", football(3, 2), "lost"],
  // Total goals: half, whole (push) and quarter lines
  ["total_goals", 2.5, "over", football(2, 1), "won"],
  ["total_goals", 2.5, "under", football(2, 1), "lost"],
  ["total_goals", 0.5, "under", football(0, 0), "won"],
  ["total_goals", 4.5, "over", football(4, 0), "lost"],
  ["total_goals", 3, "over", football(2, 1), "void"],
  ["total_goals", 3, "under", football(2, 1), "void"],
  ["total_goals", 2.25, "over", football(1, 1), "half_lost"], // halves 2 (push) and 2.5 (lost)
  ["total_goals", 2.25, "under", football(1, 1), "half_won"],
  ["total_goals", 2.75, "over", football(2, 1), "half_won"], // halves 2.5 (won) and 3 (push)
  ["total_goals", 2.75, "under", football(2, 1), "half_lost"],
  ["total_goals", 2.75, "over", football(3, 1), "won"],
  // Both teams to score
  ["btts", null, "yes", football(1, 1), "won"],
  ["btts", null, "yes", football(3, 0), "lost"],
  ["btts", null, "no", football(0, 0), "won"],
  ["btts", null, "no", football(2, 2), "lost"],
  // Correct score
  ["correct_score", null, "2-1", football(2, 1), "won"],
  ["correct_score", null, "1-2", football(2, 1), "lost"],
  ["correct_score", null, "0-0", football(0, 0), "won"],
  ["correct_score", null, "4-4", football(4, 4), "won"],
  ["correct_score", null, "other", football(5, 0), "won"],
  ["correct_score", null, "other", football(4, 4), "lost"],
  ["correct_score", null, "other", football(2, 6), "won"],
  // Asian handicap (line applied to home): whole lines push, quarter lines split
  ["asian_handicap", -0.5, "home", football(1, 0), "won"],
  ["asian_handicap", -0.5, "away", football(1, 1), "won"],
  ["asian_handicap", 0, "home", football(1, 1), "void"],
  ["asian_handicap", 0, "away", football(1, 1), "void"],
  ["asian_handicap", -1, "home", football(2, 1), "void"],
  ["asian_handicap", -1, "home", football(3, 1), "won"],
  ["asian_handicap", -1, "away", football(1, 1), "won"],
  ["asian_handicap", -0.25, "home", football(1, 1), "half_lost"], // halves 0 (push) and −0.5 (lost)
  ["asian_handicap", -0.25, "away", football(1, 1), "half_won"],
  ["asian_handicap", -0.25, "home", football(2, 1), "won"],
  ["asian_handicap", -0.75, "home", football(2, 1), "half_won"], // halves −0.5 (won) and −1 (push)
  ["asian_handicap", -0.75, "away", football(2, 1), "half_lost"],
  ["asian_handicap", -0.75, "home", football(3, 1), "won"],
  ["asian_handicap", -0.75, "away", football(1, 1), "won"],
  ["asian_handicap", 0.25, "home", football(0, 0), "half_won"], // halves 0 (push) and +0.5 (won)
  ["asian_handicap", 0.25, "away", football(0, 0), "half_lost"],
  ["asian_handicap", 1.25, "home", football(0, 1), "half_won"], // halves +1 (push) and +1.5 (won)
  ["asian_handicap", 1.75, "home", football(0, 2), "half_lost"], // halves +1.5 (lost) and +2 (push)
  ["asian_handicap", 1.75, "away", football(0, 3), "won"],
  // Tennis
  ["match_winner", null, "home", tennis([6, 4], [6, 3]), "won"],
  ["match_winner", null, "away", tennis([6, 4], [6, 3]), "lost"],
  ["match_winner", null, "away", tennis([6, 4], [3, 6], [6, 7]), "won"],
  ["set_betting", null, "2-0", tennis([6, 4], [6, 3]), "won"],
  ["set_betting", null, "2-1", tennis([6, 4], [6, 3]), "lost"],
  ["set_betting", null, "2-1", tennis([6, 4], [3, 6], [7, 5]), "won"],
  ["set_betting", null, "1-2", tennis([6, 4], [3, 6], [6, 7]), "won"],
  ["set_betting", null, "0-2", tennis([2, 6], [6, 7]), "won"],
  ["total_games", 22.5, "over", tennis([6, 4], [7, 6]), "won"], // 23 games, the tie-break counts as one
  ["total_games", 22.5, "under", tennis([6, 4], [7, 6]), "lost"],
  ["total_games", 23, "under", tennis([6, 4], [7, 6]), "void"],
  ["total_games", 20.5, "under", tennis([6, 0], [6, 1]), "won"],
  // Basketball
  ["moneyline", null, "home", basketball(101, 99), "won"],
  ["moneyline", null, "away", basketball(101, 99), "lost"],
  ["moneyline", null, "away", basketball(88, 112), "won"],
  ["spread", -5.5, "home", basketball(106, 100), "won"],
  ["spread", -5.5, "away", basketball(105, 100), "won"],
  ["spread", -5, "home", basketball(105, 100), "void"],
  ["spread", 3.5, "home", basketball(100, 103), "won"],
  ["spread", 3.5, "away", basketball(100, 104), "won"],
  ["total_points", 210.5, "over", basketball(106, 105), "won"],
  ["total_points", 210.5, "under", basketball(106, 104), "won"],
  ["total_points", 210, "over", basketball(106, 104), "void"],
];

describe("settleSelection", () => {
  it.each(table)("%s %s %s on %j → %s", (type, line, key, result, outcome) => {
    expect(settleSelection(type, line, key, result)).toBe(outcome);
  });

  it("covers every market type", () => {
    const types = new Set(table.map((r) => r[0]));
    expect([...types].sort()).toEqual(
      [
        "1x2",
        "double_chance",
        "total_goals",
        "btts",
        "correct_score",
        "asian_handicap",
        "match_winner",
        "set_betting",
        "total_games",
        "moneyline",
        "spread",
        "total_points",
      ].sort(),
    );
  });

  it("settles the two sides of a line as mirror images", () => {
    for (const line of [-2, -1.75, -1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25]) {
      for (let h = 0; h < 5; h++) {
        for (let a = 0; a < 5; a++) {
          const home = settleSelection("asian_handicap", line, "home", football(h, a));
          const away = settleSelection("asian_handicap", line, "away", football(h, a));
          const mirror: Record<SelectionOutcome, SelectionOutcome> = {
            won: "lost",
            lost: "won",
            void: "void",
            half_won: "half_lost",
            half_lost: "half_won",
          };
          expect(away).toBe(mirror[home]);
        }
      }
    }
  });

  it("refuses unknown selections, missing lines, other sports and unfinished tennis", () => {
    expect(() => settleSelection("1x2", null, "x", football(1, 0))).toThrow(SettlementError);
    expect(() => settleSelection("correct_score", null, "5-0", football(5, 0))).toThrow(SettlementError);
    expect(() => settleSelection("total_goals", null, "over", football(1, 0))).toThrow(SettlementError);
    expect(() => settleSelection("total_goals", 2.3, "over", football(1, 0))).toThrow(SettlementError);
    expect(() => settleSelection("moneyline", null, "home", football(1, 0))).toThrow(SettlementError);
    expect(() => settleSelection("match_winner", null, "home", tennis([6, 4]))).toThrow(SettlementError);
    expect(() => settleSelection("set_betting", null, "3-0", tennis([6, 4], [6, 4]))).toThrow(
      SettlementError,
    );
  });
});

describe("returnFactor", () => {
  it("returns the stake multiple of each outcome", () => {
    expect(returnFactor("won", 2.5)).toBe(2.5);
    expect(returnFactor("lost", 2.5)).toBe(0);
    expect(returnFactor("void", 2.5)).toBe(1);
    expect(returnFactor("half_won", 1.9)).toBeCloseTo(1.45, 12);
    expect(returnFactor("half_lost", 1.9)).toBe(0.5);
    expect(returnFactor(voidOutcome(), 7)).toBe(1);
  });

  it("multiplies the legs of a multiple, a void leg counting as 1", () => {
    expect(
      multipleReturnFactor([
        { outcome: "won", odds: 2 },
        { outcome: "void", odds: 3 },
        { outcome: "half_won", odds: 1.8 },
      ]),
    ).toBeCloseTo(2 * 1 * 1.4, 12);
    expect(
      multipleReturnFactor([
        { outcome: "won", odds: 2 },
        { outcome: "lost", odds: 3 },
      ]),
    ).toBe(0);
  });
});
