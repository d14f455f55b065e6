import {
  actBlackjack,
  type BlackjackAction,
  basicStrategy,
  createFairRng,
  dealtCards,
  hashServerSeed,
  playMoneyWheel,
  playRoulette,
  startBlackjack,
} from "@casino/games";
import { describe, expect, it } from "vitest";
import { type VerifyFields, verifyFields } from "./verify-form";

const seed = "a".repeat(64);
const seeds = { serverSeed: seed, serverSeedHash: hashServerSeed(seed), clientSeed: "player", nonce: "3" };

describe("the verifier form", () => {
  it("recomputes a dice round and checks the commitment", () => {
    const fields: VerifyFields = {
      game: "dice",
      slug: "dice",
      ...seeds,
      bet: JSON.stringify({ dice: { target: 5000, direction: "under" } }),
      cards: "",
      result: "",
    };
    const result = verifyFields(fields);
    expect(result.hashMatches).toBe(true);
    expect(result.outcome.game).toBe("dice");
    // Deterministic: the same inputs give the same roll.
    expect(verifyFields(fields).outcome).toEqual(result.outcome);
    expect(verifyFields({ ...fields, serverSeedHash: "00" }).hashMatches).toBe(false);
  });

  it("replays a blackjack round with the player's actions and matches its dealt cards", () => {
    // The round as the server played it from the same seeds: deal, then the player's choices.
    let state = startBlackjack(250n, createFairRng({ ...seeds, nonce: 3 }));
    const actions: BlackjackAction[] = [];
    while (state.phase !== "done") {
      const action = basicStrategy(state);
      actions.push(action);
      state = actBlackjack(state, action);
    }
    const fields: VerifyFields = {
      game: "blackjack",
      slug: "blackjack",
      ...seeds,
      bet: JSON.stringify({ stake: "250", actions }),
      cards: dealtCards(state),
      result: "",
    };
    const result = verifyFields(fields);
    expect(result.hashMatches).toBe(true);
    expect(result.recordedMatches).toBe(true);
    expect(result.outcome.game === "blackjack" && result.outcome.state.hands).toEqual(state.hands);
    const altered = `${fields.cards.startsWith("2C") ? "3C" : "2C"}${fields.cards.slice(2)}`;
    expect(verifyFields({ ...fields, cards: altered }).recordedMatches).toBe(false);
  });

  it("refuses incomplete inputs and blackjack bets that are not a round", () => {
    const empty = {
      serverSeed: "",
      serverSeedHash: "",
      clientSeed: "",
      nonce: "",
      bet: "",
      cards: "",
      result: "",
    };
    expect(() => verifyFields({ game: "slot", slug: "x", ...empty })).toThrow();
    const blackjack = { game: "blackjack" as const, slug: "blackjack", ...seeds, cards: "", result: "" };
    expect(() => verifyFields({ ...blackjack, bet: JSON.stringify({ stake: "-5", actions: [] }) })).toThrow();
    expect(() =>
      verifyFields({ ...blackjack, bet: JSON.stringify({ stake: "100", actions: ["fold"] }) }),
    ).toThrow();
  });

  it("checks a shared table's round against the result it broadcast: a wheel and a roulette round", () => {
    const table = {
      slug: "",
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      nonce: "0",
      bet: "",
      cards: "",
    };
    const clientSeed = "vela-dream-wheel:7";
    const spun = playMoneyWheel(createFairRng({ serverSeed: seed, clientSeed, nonce: 0 }));
    const broadcast = spun.multiplier > 1 ? `${spun.number}x${spun.multiplier}` : String(spun.number);
    const wheel: VerifyFields = { ...table, game: "money-wheel", clientSeed, result: broadcast };
    const checked = verifyFields(wheel);
    expect(checked).toMatchObject({ hashMatches: true, recordedMatches: true });
    expect(checked.outcome).toEqual({ game: "money-wheel", round: spun });
    const other = spun.number === 40 ? "20" : "40";
    expect(verifyFields({ ...wheel, result: other }).recordedMatches).toBe(false);
    expect(verifyFields({ ...wheel, serverSeed: "b".repeat(64) }).hashMatches).toBe(false);

    const rouletteSeed = "vela-roulette:3";
    const { pocket } = playRoulette(
      [],
      createFairRng({ serverSeed: seed, clientSeed: rouletteSeed, nonce: 0 }),
    );
    const roulette: VerifyFields = {
      ...table,
      game: "roulette",
      clientSeed: rouletteSeed,
      result: String(pocket),
    };
    expect(verifyFields(roulette)).toMatchObject({ hashMatches: true, recordedMatches: true });
    expect(verifyFields({ ...roulette, result: String((pocket + 1) % 37) }).recordedMatches).toBe(false);
  });
});
