import type { BonusTerms } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { availabilityLine, gameName, termLines } from "./bonus-terms";

const base: BonusTerms = {
  trigger: "deposit",
  percentage: 100,
  maxBonus: 200,
  minDeposit: 10,
  qualifyingMinOdds: null,
  amount: null,
  spins: null,
  gameSlug: null,
  gameSlugs: null,
  freeBetMinOdds: null,
  wageringMultiplier: 30,
  wageringBase: "bonus",
  contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 0 },
  sportsMinOdds: null,
  maxBet: 5,
  maxConversion: null,
  validityDays: 30,
  wageringDays: null,
  firstDepositOnly: true,
  availableDays: null,
  availableFrom: null,
  availableUntil: null,
};

describe("a bonus's rules as the player reads them", () => {
  it("lists what a welcome match gives and asks, in order", () => {
    expect(termLines("deposit_match", base).map((line) => line.key)).toEqual([
      "match",
      "minDeposit",
      "firstDeposit",
      "wagering",
      "contributions",
      "maxBet",
      "validity",
    ]);
    expect(termLines("deposit_match", base)[0]).toEqual({
      key: "match",
      values: { percentage: 100, max: 200 },
      money: ["max"],
    });
  });

  it("describes free spins on a named slot and a free bet without wagering", () => {
    const spins = {
      ...base,
      trigger: "claim" as const,
      percentage: null,
      spins: 50,
      amount: 0.2,
      gameSlug: "comet-cascade",
    };
    expect(termLines("free_spins", spins)[0]).toMatchObject({
      key: "spins",
      values: { count: 50, value: 0.2, game: "Comet Cascade" },
    });
    const bet = {
      ...base,
      trigger: "sports_bet" as const,
      percentage: null,
      amount: 5,
      freeBetMinOdds: 1.5,
      qualifyingMinOdds: 1.5,
      wageringMultiplier: 0,
      firstDepositOnly: false,
      maxBet: null,
    };
    expect(termLines("free_bet", bet).map((line) => line.key)).toEqual([
      "freeBet",
      "qualifying",
      "noWagering",
      "validity",
    ]);
  });

  it("says on which days and at which hours a windowed offer takes claims", () => {
    const friday = { ...base, firstDepositOnly: false, availableDays: [5] };
    expect(termLines("deposit_match", friday).map((line) => line.key)).toEqual([
      "match",
      "availableDays",
      "minDeposit",
      "wagering",
      "contributions",
      "maxBet",
      "validity",
    ]);
    expect(availabilityLine(friday)).toEqual({
      key: "availableDays",
      values: { days: "5" },
      weekdays: ["days"],
    });
    expect(availabilityLine({ ...base, availableDays: [1, 3], availableFrom: "18:00" })).toEqual({
      key: "availableDaysHours",
      values: { days: "1,3", from: "18:00", until: "24:00" },
      weekdays: ["days"],
    });
    expect(availabilityLine({ ...base, availableUntil: "12:00" })).toEqual({
      key: "availableHours",
      values: { from: "00:00", until: "12:00" },
    });
    expect(availabilityLine(base)).toBeNull();
  });

  it("describes a cashback: its share of the week's losses on its games, the minimum, and how it is paid", () => {
    const cashback = {
      ...base,
      trigger: "claim" as const,
      percentage: 10,
      maxBonus: 50,
      minDeposit: 10,
      gameSlugs: ["european-roulette", "blackjack", "dice"],
      wageringMultiplier: 0,
      maxBet: null,
      firstDepositOnly: false,
    };
    const lines = termLines("cashback", cashback);
    expect(lines.map((line) => line.key)).toEqual([
      "cashback",
      "cashbackMinimum",
      "cashbackReal",
      "cashbackCounts",
    ]);
    expect(lines[0]).toEqual({
      key: "cashback",
      values: { percentage: 10, games: "European Roulette|Blackjack|Dice", max: 50 },
      money: ["max"],
      lists: ["games"],
    });
    // Paid as bonus money: its wagering rules and validity follow.
    expect(
      termLines("cashback", { ...cashback, wageringMultiplier: 5, maxBet: 3 }).map((l) => l.key),
    ).toEqual([
      "cashback",
      "cashbackMinimum",
      "cashbackBonus",
      "cashbackCounts",
      "wagering",
      "contributions",
      "maxBet",
      "validity",
    ]);
  });

  it("names a slot from its slug", () => {
    expect(gameName("sands-of-anubet")).toBe("Sands Of Anubet");
  });
});
