import type { SeedEntry } from "./seed-entry";

/**
 * The game of the week (docs/product/engagement.md#game-of-the-week): the editors' pick with its banner and its
 * boosted reward (double loyalty points). Editors replace it, or publish the next one with a publish window, through
 * the content API.
 */
export const GAME_OF_THE_WEEK: SeedEntry[] = [
  {
    type: "game-of-the-week",
    slug: "pick",
    sortOrder: 10,
    en: {
      gameSlug: "comet-cascade",
      title: "Game of the week: Comet Cascade",
      text: "Double loyalty points on every real-money spin of Comet Cascade this week.",
      image: { src: "/brand/art-free-spins.svg", alt: "Comets falling across slot reels" },
      pointsBoost: 2,
    },
    de: {
      gameSlug: "comet-cascade",
      title: "Spiel der Woche: Comet Cascade",
      text: "Doppelte Treuepunkte für jede Echtgeld-Drehung in Comet Cascade – die ganze Woche.",
      image: { src: "/brand/art-free-spins.svg", alt: "Kometen fallen über Slot-Walzen" },
      pointsBoost: 2,
    },
  },
];
