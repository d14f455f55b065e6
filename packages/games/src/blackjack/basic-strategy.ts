import { legalActions } from "./blackjack";
import type { BlackjackAction, BlackjackState } from "./blackjack.types";
import { cardRank, cardValue, handValue } from "./cards";

// Total-dependent basic strategy for six decks, S17, double after split, no surrender (the standard chart for
// these rules). Used by the RTP simulation and available to the web as a hint. Dealer cards are 2 … 11 (ace = 11).

type Move = "H" | "S" | "D" | "Ds";

/** Pairs: split against these dealer cards. */
const SPLIT_AGAINST: Record<string, readonly number[]> = {
  A: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  "8": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  "9": [2, 3, 4, 5, 6, 8, 9],
  "7": [2, 3, 4, 5, 6, 7],
  "6": [2, 3, 4, 5, 6],
  "4": [5, 6],
  "3": [2, 3, 4, 5, 6, 7],
  "2": [2, 3, 4, 5, 6, 7],
};

const between = (dealer: number, low: number, high: number) => dealer >= low && dealer <= high;

function softMove(total: number, dealer: number): Move {
  if (total >= 19) return "S";
  if (total === 18) return between(dealer, 3, 6) ? "Ds" : dealer <= 8 ? "S" : "H";
  if (total === 17) return between(dealer, 3, 6) ? "D" : "H";
  if (total >= 15) return between(dealer, 4, 6) ? "D" : "H";
  if (total >= 13) return between(dealer, 5, 6) ? "D" : "H";
  return "H";
}

function hardMove(total: number, dealer: number): Move {
  if (total >= 17) return "S";
  if (total >= 13) return dealer <= 6 ? "S" : "H";
  if (total === 12) return between(dealer, 4, 6) ? "S" : "H";
  if (total === 11) return dealer <= 10 ? "D" : "H";
  if (total === 10) return dealer <= 9 ? "D" : "H";
  if (total === 9) return between(dealer, 3, 6) ? "D" : "H";
  return "H";
}

/** The basic-strategy action for the current state (insurance is always declined). */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  if (legal.includes("noInsurance")) return "noInsurance";
  const hand = state.hands[state.active]!;
  const up = state.dealer[0]!;
  const dealer = cardRank(up) === "A" ? 11 : cardValue(up);
  const [first, second] = hand.cards;
  if (legal.includes("split") && first && second) {
    const rank = cardValue(first) === 10 ? "T" : cardRank(first);
    if (SPLIT_AGAINST[rank]?.includes(dealer)) return "split";
  }
  const { total, soft } = handValue(hand.cards);
  const move = soft ? softMove(total, dealer) : hardMove(total, dealer);
  const canDouble = legal.includes("double");
  if (move === "S") return "stand";
  if (move === "D") return canDouble ? "double" : "hit";
  if (move === "Ds") return canDouble ? "double" : "stand";
  return "hit";
}
