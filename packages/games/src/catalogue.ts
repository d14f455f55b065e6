import { BLACKJACK_RTP } from "./blackjack/blackjack";
import { DICE_RTP } from "./dice/dice";
import { ROULETTE_RTP } from "./roulette/roulette";
import { slotTitles } from "./slots/catalogue";
import type { Volatility } from "./slots/slot.types";

/** Which engine plays a game. */
export type GameKind = "slot" | "roulette" | "blackjack" | "dice";

/** A game of the in-house studio as the catalogue lists it. */
export interface StudioGame {
  slug: string;
  name: string;
  kind: GameKind;
  /** Return to player as a fraction, from the game's own maths. */
  rtp: number;
  /** Slots only: computed from the round's standard deviation; table games depend on the bet chosen. */
  volatility: Volatility | null;
  /** Slots only: probability that a round wins anything. */
  hitFrequency: number | null;
}

/** Slugs of the table and instant games. */
export const ROULETTE_SLUG = "european-roulette";
export const BLACKJACK_SLUG = "blackjack";
export const DICE_SLUG = "dice";

/** Every game of the studio: the slot titles, then roulette, blackjack and dice. */
export const studioGames: readonly StudioGame[] = [
  ...slotTitles.map((title) => ({
    slug: title.slug,
    name: title.name,
    kind: "slot" as const,
    rtp: title.stats.rtp,
    volatility: title.stats.volatility,
    hitFrequency: title.stats.hitFrequency,
  })),
  {
    slug: ROULETTE_SLUG,
    name: "European Roulette",
    kind: "roulette",
    rtp: ROULETTE_RTP,
    volatility: null,
    hitFrequency: null,
  },
  {
    slug: BLACKJACK_SLUG,
    name: "Blackjack",
    kind: "blackjack",
    rtp: BLACKJACK_RTP,
    volatility: null,
    hitFrequency: null,
  },
  { slug: DICE_SLUG, name: "Dice", kind: "dice", rtp: DICE_RTP, volatility: null, hitFrequency: null },
];
