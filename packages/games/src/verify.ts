// The provably-fair verifier: from a revealed server seed, recompute a round and check the commitment. It runs in
// the browser (the web imports "@casino/games/verify") and on the server, with the same code the games use.
import { actBlackjack, startBlackjack } from "./blackjack/blackjack";
import type { BlackjackAction, BlackjackState } from "./blackjack/blackjack.types";
import type { Card } from "./blackjack/cards";
import { type DiceBet, type DiceRound, playDice } from "./dice/dice";
import { createFairRng } from "./fair/rng";
import { hashServerSeed } from "./fair/seeds";
import { playRoulette, type RouletteBet, type RouletteRound } from "./roulette/roulette";
import { findSlotTitle } from "./slots/catalogue";
import type { SlotRound } from "./slots/slot.types";
import { playSlot } from "./slots/slot-engine";
import { type MoneyWheelRound, playMoneyWheel } from "./wheel/money-wheel";

/** A revealed seed pair and the nonce of the round to check. */
export interface RevealedRound {
  serverSeed: string;
  /** The commitment the player saw before playing. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Which game to recompute, with the player's inputs that shaped the round. */
export type VerifyGame =
  | { game: "slot"; slug: string }
  | { game: "roulette"; bets?: RouletteBet[] }
  | { game: "dice"; bet: DiceBet }
  // A live-casino money-wheel round: the wheel does not depend on the bets (shared by every player at the table).
  | { game: "money-wheel" }
  // The bet matters for blackjack: insurance is only offered when half of it is at least one minor unit.
  | { game: "blackjack"; bet: string; actions: BlackjackAction[] };

/** The recomputed outcome of a round. */
export type VerifiedOutcome =
  | { game: "slot"; round: SlotRound }
  | { game: "roulette"; round: RouletteRound }
  | { game: "dice"; round: DiceRound }
  | { game: "money-wheel"; round: MoneyWheelRound }
  | { game: "blackjack"; cards: Card[]; state: BlackjackState };

/** The verdict: does the seed match its commitment, and (when a recorded outcome is given) does the round? */
export interface VerifyResult {
  hashMatches: boolean;
  outcome: VerifiedOutcome;
  /** Present when a recorded outcome was passed: true if it equals the recomputed one. */
  recordedMatches?: boolean;
}

function recompute(request: RevealedRound & VerifyGame): VerifiedOutcome {
  const rng = createFairRng(request);
  switch (request.game) {
    case "slot": {
      const title = findSlotTitle(request.slug);
      if (!title) throw new Error(`unknown slot ${request.slug}`);
      return { game: "slot", round: playSlot(title, rng) };
    }
    case "roulette":
      return { game: "roulette", round: playRoulette(request.bets ?? [], rng) };
    case "dice":
      return { game: "dice", round: playDice(request.bet, rng) };
    case "money-wheel":
      return { game: "money-wheel", round: playMoneyWheel(rng) };
    case "blackjack": {
      // The cards depend on the seeds only; the actions replay the player's choices on top of them.
      let state = startBlackjack(BigInt(request.bet), rng);
      for (const action of request.actions) state = actBlackjack(state, action);
      return { game: "blackjack", cards: state.shoe.slice(0, state.next), state };
    }
  }
}

/** JSON with object keys sorted, so two equal outcomes compare equal whatever order their keys were stored in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A blackjack round's fingerprint: every card dealt, in dealing order ("KH 7S 9D …"). It is short enough for a
 * link, and fixes the whole round: the hands and the dealer's cards follow from it and the player's actions.
 */
export const dealtCards = (state: Pick<BlackjackState, "shoe" | "next">): string =>
  state.shoe.slice(0, state.next).join(" ");

/**
 * Recomputes a round from its revealed seeds and checks SHA-256(serverSeed) against the commitment. Pass the
 * outcome the operator recorded (the round, or the blackjack state, or a blackjack round's dealt cards as
 * `dealtCards` writes them) to have it compared as well.
 */
export function verifyRound(request: RevealedRound & VerifyGame, recorded?: unknown): VerifyResult {
  const hashMatches = hashServerSeed(request.serverSeed) === request.serverSeedHash.toLowerCase();
  const outcome = recompute(request);
  if (recorded === undefined) return { hashMatches, outcome };
  if (outcome.game === "blackjack" && typeof recorded === "string") {
    return { hashMatches, outcome, recordedMatches: outcome.cards.join(" ") === recorded.trim() };
  }
  const mine = outcome.game === "blackjack" ? outcome.state : outcome.round;
  return { hashMatches, outcome, recordedMatches: canonical(mine) === canonical(recorded) };
}
