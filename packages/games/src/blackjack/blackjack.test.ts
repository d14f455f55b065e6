import { describe, expect, it } from "vitest";
import { createFairRng } from "../fair/rng";
import { basicStrategy } from "./basic-strategy";
import {
  actBlackjack,
  actionCost,
  dealBlackjack,
  legalActions,
  publicBlackjackState,
  startBlackjack,
} from "./blackjack";
import { type BlackjackAction, BlackjackError, type BlackjackState } from "./blackjack.types";
import { handValue, orderedShoe, SHOE_CARDS, shuffleShoe } from "./cards";

/** A round from a rigged shoe: "p1 d-up p2 d-hole …draws", ranks only (suits do not matter). */
function deal(ranks: string, bet = 100n): BlackjackState {
  return dealBlackjack(
    bet,
    ranks.split(" ").map((rank) => `${rank}S`),
  );
}

function play(state: BlackjackState, ...actions: BlackjackAction[]): BlackjackState {
  return actions.reduce(actBlackjack, state);
}

/** "results staked→returned", e.g. "win,lose 200→200". */
const summary = (s: BlackjackState) =>
  `${s.phase === "done" ? "" : `${s.phase}: `}${s.hands.map((hand) => hand.result).join(",")} ${s.staked}→${s.returned}`;

describe("blackjack rules table", () => {
  // Shoe order: player, dealer up, player, dealer hole, then every card drawn. Bet 100 unless the name says odd.
  const table: [rule: string, shoe: string, actions: string, outcome: string][] = [
    ["dealer draws to 16", "T 9 8 7 2", "stand", "push 100→100"],
    ["dealer stands on soft 17", "T 6 8 A 5", "stand", "win 100→200"],
    ["dealer stands on hard 17", "T 9 7 8 5", "stand", "push 100→100"],
    ["dealer bust pays 1:1", "T 9 8 7 T", "stand", "win 100→200"],
    ["blackjack pays 3:2", "A 9 K 7", "", "blackjack 100→250"],
    ["blackjack against blackjack pushes", "A A K T", "noInsurance", "push 100→100"],
    ["dealer blackjack under a ten ends the round at once", "T T 9 A", "", "lose 100→0"],
    ["insurance pays 2:1 on a dealer blackjack", "T A 9 K", "insurance", "lose 150→150"],
    ["insurance is lost without a dealer blackjack", "T A 9 7", "insurance stand", "win 150→200"],
    ["double takes one card at twice the stake", "6 9 5 7 T 2", "double", "win 200→400"],
    ["a bust loses even when the dealer would bust", "T 9 6 6 T T", "hit", "lose 100→0"],
    ["21 after a split is not a blackjack", "A 9 A 7 K 9 T", "split", "win,win 200→400"],
    ["odd bet: 3:2 rounds down", "A 9 K 7", "", "blackjack 101→252"],
  ];
  for (const [rule, shoe, actions, outcome] of table) {
    it(rule, () => {
      const bet = rule.startsWith("odd") ? 101n : 100n;
      const moves = actions.split(" ").filter(Boolean) as BlackjackAction[];
      expect(summary(play(deal(shoe, bet), ...moves))).toBe(outcome);
    });
  }

  it("the dealer does not draw when every hand is bust", () => {
    const s = play(deal("T 9 6 6 T"), "hit");
    expect(s.dealer).toHaveLength(2);
  });

  it("split aces take one card each and cannot be split again", () => {
    const s = play(deal("A 9 A 7 A 5 T"), "split");
    expect(s.phase).toBe("done");
    expect(s.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(s.hands[0]!.cards.map((c) => c[0])).toEqual(["A", "A"]);
  });

  it("splits up to four hands (a fourth pair cannot split) and allows double after split", () => {
    let s = play(deal("8 9 8 7 8 8 8 3 T T T T T T T"), "split", "split", "split");
    expect(s.hands).toHaveLength(4);
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
    s = actBlackjack(s, "double");
    expect(s.hands[0]!.stake).toBe("200");
    expect(s.staked).toBe("500");
  });

  it("a hand that reaches 21 stands by itself", () => {
    const s = play(deal("5 9 6 7 T 4 T"), "hit");
    expect(s.hands[0]!.finished).toBe(true);
    expect(handValue(s.hands[0]!.cards).total).toBe(21);
  });

  it("offers insurance only under an ace and refuses illegal actions", () => {
    expect(legalActions(deal("T A 9 7"))).toEqual(["insurance", "noInsurance"]);
    expect(legalActions(deal("T 9 7 7"))).toEqual(["hit", "stand", "double"]);
    expect(legalActions(deal("T 9 T 7"))).toEqual(["hit", "stand", "double", "split"]);
    expect(() => actBlackjack(deal("T 9 7 7"), "insurance")).toThrow(BlackjackError);
    expect(() => actBlackjack(deal("T 9 7 7"), "split")).toThrow(BlackjackError);
    expect(() => play(deal("2 9 3 7 4 5"), "hit", "double")).toThrow(BlackjackError);
    expect(() => actBlackjack(deal("A 9 K 7"), "hit")).toThrow(/not allowed/);
    expect(() => deal("A 9 K 7", 0n)).toThrow(BlackjackError);
  });

  it("prices the extra stake of each action", () => {
    const s = deal("8 A 8 7");
    expect(actionCost(s, "insurance")).toBe(50n);
    const after = actBlackjack(s, "noInsurance");
    expect(actionCost(after, "split")).toBe(100n);
    expect(actionCost(after, "hit")).toBe(0n);
  });

  it("hides the shoe and the hole card from the player until the round is done", () => {
    const s = deal("T 9 7 7 5");
    const view = publicBlackjackState(s);
    expect(view).not.toHaveProperty("shoe");
    expect(view.dealer).toEqual(["9S"]);
    expect(publicBlackjackState(actBlackjack(s, "stand")).dealer).toEqual(["9S", "7S", "5S"]);
  });
});

describe("blackjack shoe and resume", () => {
  const seeds = { serverSeed: "5e".repeat(32), clientSeed: "bj", nonce: 11 };

  it("deals distinct cards of a six-deck shoe, reproducibly from the seeds", () => {
    const shoe = shuffleShoe(createFairRng(seeds));
    expect(shoe).toHaveLength(SHOE_CARDS);
    expect(shuffleShoe(createFairRng(seeds))).toEqual(shoe);
    const counts = new Map<string, number>();
    for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(6);
    expect(shoe.every((card) => orderedShoe().includes(card))).toBe(true);
  });

  it("resumes from JSON at every step exactly as if it had never stopped", () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      let live = startBlackjack(100n, createFairRng({ ...seeds, nonce }));
      let saved: BlackjackState = JSON.parse(JSON.stringify(live));
      while (live.phase !== "done") {
        const action = basicStrategy(saved);
        live = actBlackjack(live, action);
        saved = JSON.parse(JSON.stringify(actBlackjack(saved, action)));
        expect(saved).toEqual(live);
      }
      expect(legalActions(saved)).toEqual([]);
    }
  });
});
