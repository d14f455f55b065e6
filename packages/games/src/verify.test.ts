import { describe, expect, it } from "vitest";
import { basicStrategy } from "./blackjack/basic-strategy";
import { actBlackjack, startBlackjack } from "./blackjack/blackjack";
import type { BlackjackAction } from "./blackjack/blackjack.types";
import { playDice } from "./dice/dice";
import { createFairRng } from "./fair/rng";
import { newSeedState, rotateSeeds } from "./fair/seeds";
import { playRoulette } from "./roulette/roulette";
import { findSlotTitle } from "./slots/catalogue";
import { playSlot } from "./slots/slot-engine";
import { dealtCards, verifyRound } from "./verify";
import { playMoneyWheel } from "./wheel/money-wheel";

// The server's side of a seed pair's life: commit, play some rounds, rotate, publish.
const pair = newSeedState(new Uint8Array(32).fill(7), "player-seed");
const round = { ...pair, nonce: 4 };
const { revealed } = rotateSeeds({ ...pair, nonce: 5 }, new Uint8Array(32).fill(8));
const published = {
  serverSeed: revealed.serverSeed,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: "player-seed",
  nonce: 4,
};

describe("verifyRound", () => {
  it("recomputes a slot round from the revealed seeds and matches the recorded one", () => {
    const recorded = playSlot(findSlotTitle("dragon-hoard")!, createFairRng(round));
    const result = verifyRound(
      { ...published, game: "slot", slug: "dragon-hoard" },
      JSON.parse(JSON.stringify(recorded)),
    );
    expect(result.hashMatches).toBe(true);
    expect(result.recordedMatches).toBe(true);
    expect(result.outcome).toEqual({ game: "slot", round: recorded });
  });

  it("recomputes roulette, dice and a blackjack round with the player's actions", () => {
    const bets = [{ type: "red" as const }];
    expect(verifyRound({ ...published, game: "roulette", bets }).outcome).toEqual({
      game: "roulette",
      round: playRoulette(bets, createFairRng(round)),
    });
    const bet = { target: 5000, direction: "under" as const };
    expect(verifyRound({ ...published, game: "dice", bet }).outcome).toEqual({
      game: "dice",
      round: playDice(bet, createFairRng(round)),
    });
    let state = startBlackjack(200n, createFairRng(round));
    const actions: BlackjackAction[] = [];
    while (state.phase !== "done") {
      const action = basicStrategy(state);
      actions.push(action);
      state = actBlackjack(state, action);
    }
    const replay = verifyRound({ ...published, game: "blackjack", bet: "200", actions }, state);
    expect(replay.recordedMatches).toBe(true);
    expect(replay.outcome.game === "blackjack" && replay.outcome.cards).toEqual(
      state.shoe.slice(0, state.next),
    );
  });

  it("verifies a blackjack round by its dealt cards, and catches one card changed", () => {
    let state = startBlackjack(100n, createFairRng(round));
    const actions: BlackjackAction[] = [];
    while (state.phase !== "done") {
      const action = basicStrategy(state);
      actions.push(action);
      state = actBlackjack(state, action);
    }
    const cards = dealtCards(state);
    expect(cards.split(" ").length).toBe(state.next);
    const request = { ...published, game: "blackjack" as const, bet: "100", actions };
    expect(verifyRound(request, cards).recordedMatches).toBe(true);
    const [first, ...rest] = cards.split(" ");
    const swapped = [first === "AS" ? "KS" : "AS", ...rest].join(" ");
    expect(verifyRound(request, swapped).recordedMatches).toBe(false);
  });

  it("flags a seed that does not match the commitment and an outcome that was altered", () => {
    const wrongSeed = verifyRound({ ...published, serverSeed: "00".repeat(32), game: "roulette" });
    expect(wrongSeed.hashMatches).toBe(false);
    const recorded = playRoulette([], createFairRng(round));
    const altered = { ...recorded, pocket: (recorded.pocket + 1) % 37 };
    expect(verifyRound({ ...published, game: "roulette" }, altered).recordedMatches).toBe(false);
  });

  it("compares recorded outcomes whatever the order of their keys", () => {
    const recorded = playRoulette([], createFairRng(round));
    const reordered = { returns: recorded.returns, colour: recorded.colour, pocket: recorded.pocket };
    expect(verifyRound({ ...published, game: "roulette" }, reordered).recordedMatches).toBe(true);
  });

  it("refuses an unknown slot", () => {
    expect(() => verifyRound({ ...published, game: "slot", slug: "nope" })).toThrow(/unknown slot/);
  });

  it("recomputes a live-casino money-wheel round, shared by every player (no bets, nonce 0)", () => {
    const table = { ...published, clientSeed: "vela-dream-wheel:12", nonce: 0 };
    const recorded = playMoneyWheel(createFairRng({ ...round, clientSeed: table.clientSeed, nonce: 0 }));
    const result = verifyRound({ ...table, game: "money-wheel" }, JSON.parse(JSON.stringify(recorded)));
    expect(result).toEqual({
      hashMatches: true,
      recordedMatches: true,
      outcome: { game: "money-wheel", round: recorded },
    });
    const other = { ...recorded, number: recorded.number === 40 ? 20 : 40 };
    expect(verifyRound({ ...table, game: "money-wheel" }, other).recordedMatches).toBe(false);
    expect(verifyRound({ ...table, serverSeed: "0".repeat(64), game: "money-wheel" }).hashMatches).toBe(
      false,
    );
  });
});
