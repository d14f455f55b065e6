import { handValue, isNatural } from "@casino/games";

/** What a blackjack hand is worth, as the table says it beside the cards. */
export type HandTotal =
  | { kind: "blackjack" }
  | { kind: "bust"; total: number }
  /** An ace still counted as 11 while the hand is played: both totals ("7/17"). */
  | { kind: "soft"; low: number; high: number }
  | { kind: "hard"; total: number };

/**
 * The total of a hand. A two-card 21 is blackjack only as the first hand (after a split it is 21); a soft total is
 * given both ways only while the hand can still take cards, since afterwards only the best one counts.
 */
export function handTotal(
  cards: readonly string[],
  options: { inPlay: boolean; split?: boolean },
): HandTotal | null {
  if (cards.length === 0) return null;
  const { total, soft } = handValue(cards);
  if (!options.split && isNatural(cards)) return { kind: "blackjack" };
  if (total > 21) return { kind: "bust", total };
  if (soft && options.inPlay && total < 21) return { kind: "soft", low: total - 10, high: total };
  return { kind: "hard", total };
}
