import { LINES_5X3_10 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Neon Nights: 5×3, 10 lines, free spins ×2. */
export const neonNights: SlotDefinition = {
  slug: "neon-nights",
  name: "Neon Nights",
  theme: "A city after dark: fast cars, vinyl and neon signs",
  rows: 3,
  symbols: [
    { id: "neon-sign", name: "Neon Sign", art: "neon-neon-sign", code: "W", kind: "wild" },
    { id: "arcade-token", name: "Arcade Token", art: "neon-arcade-token", code: "S", kind: "scatter" },
    { id: "sports-car", name: "Sports Car", art: "neon-sports-car", code: "A" },
    { id: "cocktail", name: "Cocktail", art: "neon-cocktail", code: "B" },
    { id: "vinyl", name: "Vinyl", art: "neon-vinyl", code: "C" },
    { id: "lucky-dice", name: "Lucky Dice", art: "neon-lucky-dice", code: "D" },
    { id: "palm-sign", name: "Palm Sign", art: "neon-palm-sign", code: "e" },
    { id: "taxi", name: "Taxi", art: "neon-taxi", code: "f" },
    { id: "skyline", name: "Skyline", art: "neon-skyline", code: "g" },
    { id: "headphones", name: "Headphones", art: "neon-headphones", code: "h" },
  ],
  reels: [
    "DgfheACBDgfheCeADgfhBeCDSgfhAeBC",
    "DSfghCeADfBghWCefDAghBfCeDghWfACBe",
    "DAfghCWeDBgfAhCegDfBhCAgWSeDfhgCBe",
    "fghBeDChfgASehWBDCfghAeDCfgBheWDAC",
    "BADfheCgWDfBeAhCgDefhBACgeWDfSheCg",
  ],
  lines: LINES_5X3_10,
  coins: 10,
  pays: {
    "sports-car": [30, 150, 600],
    cocktail: [30, 120, 500],
    vinyl: [20, 100, 300],
    "lucky-dice": [20, 75, 250],
    "palm-sign": [12, 40, 120],
    taxi: [12, 30, 100],
    skyline: [10, 25, 75],
    headphones: [10, 20, 60],
  },
  scatter: { pays: [5, 10, 40], freeSpins: { spins: 10, multiplier: 2, retrigger: false } },
  stats: {
    rtp: 0.943991467285266,
    hitFrequency: 0.248375712582764,
    standardDeviation: 3.63692122582981,
    volatility: "low",
  },
};
