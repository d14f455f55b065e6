import { type Rng, uniformInt } from "../fair/rng";

/** A card as rank + suit, e.g. "AS", "TD", "9H": ranks A 2–9 T J Q K, suits S H D C. */
export type Card = string;

/** Decks in the shoe. */
export const DECKS = 6;

const RANKS = "A23456789TJQK";
const SUITS = "SHDC";

/**
 * Cards drawn from each round's shoe. A round never needs more than 61: the player hits only below 21 on at most
 * four hands and the dealer only below 17, so before each hand's last card the hands hold at most 4 × 20 + 16 = 96
 * points, and the smallest cards of six decks (24 aces, 24 twos, then threes) reach 96 points with 56 cards.
 */
export const SHOE_CARDS = 80;

/** The 312 cards of six decks in a fixed order (deck by deck, suit by suit, A to K). */
export function orderedShoe(): Card[] {
  const shoe: Card[] = [];
  for (let deck = 0; deck < DECKS; deck++) {
    for (const suit of SUITS) for (const rank of RANKS) shoe.push(`${rank}${suit}`);
  }
  return shoe;
}

/**
 * A freshly shuffled six-deck shoe for one round: forward Fisher–Yates (position i swaps with a uniform position
 * in [i, 312)), stopped after SHOE_CARDS positions. Those positions are a uniform random sequence of distinct
 * cards, exactly the first cards a full shuffle would give, at a quarter of the draws.
 */
export function shuffleShoe(rng: Rng): Card[] {
  const cards = orderedShoe();
  for (let i = 0; i < SHOE_CARDS; i++) {
    const j = i + uniformInt(rng, cards.length - i);
    const card = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = card;
  }
  return cards.slice(0, SHOE_CARDS);
}

/** Blackjack value of a card: A counts 1 here (see handValue for soft totals), T J Q K count 10. */
export function cardValue(card: Card): number {
  const rank = card[0]!;
  if (rank === "A") return 1;
  if (rank === "T" || rank === "J" || rank === "Q" || rank === "K") return 10;
  return Number(rank);
}

/** The rank character of a card. */
export function cardRank(card: Card): string {
  return card[0]!;
}

/** Best total of a hand and whether an ace is counted as 11 in it (a soft total). */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card[0] === "A") aces++;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** A two-card 21. */
export function isNatural(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}
