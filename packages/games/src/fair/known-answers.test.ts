import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startBlackjack } from "../blackjack/blackjack";
import { playDice } from "../dice/dice";
import { playRoulette } from "../roulette/roulette";
import { slotTitles } from "../slots/catalogue";
import { playSlot } from "../slots/slot-engine";
import { dealtCards } from "../verify";
import { createFairRng } from "./rng";
import { hashServerSeed } from "./seeds";

// Known answers of the provably-fair stream and of every game on it, recorded with the hand-written SHA-256 this
// package used before @noble/hashes. Players verify old rounds with today's code: a changed hash library, engine
// or word order must not move a single result, and these values say at once if one does.
const serverSeed = "9f".repeat(32);
const seeds = (nonce: number) => ({ serverSeed, clientSeed: "lucky-player", nonce });

describe("provably-fair known answers", () => {
  it("keeps the commitment and the first words of a round", () => {
    expect(hashServerSeed(serverSeed)).toBe(
      "182854d3f745f5d7d30f64ef6a903514c59dd270b7ac6d25e3f7990ef899d27d",
    );
    expect(hashServerSeed("ünïcödé seed")).toBe(
      "438829b5c9460680d59eed55bdb0827e22e4350bf90bf65a897367501b528118",
    );
    const rng = createFairRng(seeds(7));
    const words = Array.from({ length: 10 }, () => rng.nextUint32().toString(16).padStart(8, "0"));
    expect(words.join(" ")).toBe(
      "ab118746 58c64e23 0f10541e 94f719e2 ed75da37 6a1d3ae3 fd7b95b1 21117d1f d3759abd 562a7a96",
    );
  });

  it("keeps each game's results", () => {
    const pockets = Array.from({ length: 12 }, (_, n) => playRoulette([], createFairRng(seeds(n))).pocket);
    expect(pockets).toEqual([21, 1, 17, 20, 13, 21, 16, 11, 22, 1, 10, 31]);
    const under = { target: 5000, direction: "under" } as const;
    const rolls = Array.from({ length: 8 }, (_, n) => playDice(under, createFairRng(seeds(n))).roll);
    expect(rolls).toEqual([2798, 4472, 8245, 4890, 5770, 6210, 9375, 2678]);
    expect(dealtCards(startBlackjack(100n, createFairRng(seeds(3))))).toBe("6H 6H AC 8H");
    const fruit = slotTitles.find((title) => title.slug === "fruit-stand")!;
    expect(playSlot(fruit, createFairRng(seeds(1))).base.stops).toEqual([14, 7, 6]);
  });

  it("keeps 200 rounds of every game and every slot title (one digest, taken with node:crypto)", () => {
    expect(slotTitles).toHaveLength(16);
    const digest = createHash("sha256");
    for (let nonce = 0; nonce < 200; nonce++) {
      digest.update(String(playRoulette([], createFairRng(seeds(nonce))).pocket));
      digest.update(String(playDice({ target: 5000, direction: "over" }, createFairRng(seeds(nonce))).roll));
      digest.update(dealtCards(startBlackjack(100n, createFairRng(seeds(nonce)))));
      for (const title of slotTitles)
        digest.update(JSON.stringify(playSlot(title, createFairRng(seeds(nonce)))));
    }
    expect(digest.digest("hex")).toBe("81ea5b796aabc39cdf62652044e5463d74eddbd0a575fab6186f038f18ec4d08");
  });
});
