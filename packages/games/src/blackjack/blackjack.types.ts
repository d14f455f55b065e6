import type { Card } from "./cards";

// The serialisable shape of a blackjack round and its errors (the rules live in blackjack.ts).

/** Every move a player can make; legalActions says which apply now. */
export type BlackjackAction = "hit" | "stand" | "double" | "split" | "insurance" | "noInsurance";

/** How a hand ended. */
export type HandResult = "blackjack" | "win" | "push" | "lose";

/** One player hand. */
export interface BlackjackHand {
  cards: Card[];
  /** Stake on the hand (doubled when the hand doubled). */
  stake: string;
  doubled: boolean;
  /** Came from a split: 21 is not a blackjack, and split aces take one card. */
  fromSplit: boolean;
  /** No more actions on this hand. */
  finished: boolean;
  /** Set when the round is settled. */
  result: HandResult | null;
  /** Amount paid back on the hand (stake included), "0" until settled. */
  returned: string;
}

/** A whole round, serialisable to JSON so the server can store it and resume after a crash. */
export interface BlackjackState {
  version: 1;
  phase: "insurance" | "player" | "done";
  /** The original bet. */
  bet: string;
  /** The round's cards in dealing order (secret until the round is done). */
  shoe: Card[];
  /** Index of the next card to deal. */
  next: number;
  /** Dealer cards: up card first, then the hole card, then draws. */
  dealer: Card[];
  hands: BlackjackHand[];
  /** Index of the hand being played. */
  active: number;
  /** Insurance stake: null while undecided or not offered, "0" when declined. */
  insurance: string | null;
  /** Everything staked so far: bet, doubles, splits and insurance. */
  staked: string;
  /** Everything paid back (hands and insurance), set when the round is done. */
  returned: string;
}

/** Why a blackjack call was refused. */
export type BlackjackErrorCode = "INVALID_BET" | "ILLEGAL_ACTION" | "INVALID_STATE";

/** A refused start or action; the server maps the code to its own error. */
export class BlackjackError extends Error {
  constructor(
    readonly code: BlackjackErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "BlackjackError";
  }
}
