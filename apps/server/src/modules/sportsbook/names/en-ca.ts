import { en } from "./en";
import type { SportsbookTexts } from "./texts";

/** Canadian English: the game is soccer, a draw is a tie, and a three-way result is what the books call it. */
export const enCA: SportsbookTexts = {
  ...en,
  numberLocale: "en-CA",
  sports: { ...en.sports, football: "Soccer" },
  markets: { ...en.markets, "1x2": "3-way moneyline" },
  selections: {
    ...en.selections,
    draw: "Tie",
    homeOrDraw: "{home} or tie",
    drawOrAway: "Tie or {away}",
  },
};
