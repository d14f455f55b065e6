import { LINES_3X3_5 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Fruit Stand: 3×3, 5 lines, free spins ×2. */
export const fruitStand: SlotDefinition = {
  slug: "fruit-stand",
  name: "Fruit Stand",
  theme: "A market-stall classic: sevens, melons and cherries on three reels",
  rows: 3,
  symbols: [
    { id: "rainbow", name: "Rainbow", art: "fruit-rainbow", code: "W", kind: "wild" },
    { id: "golden-basket", name: "Golden Basket", art: "fruit-golden-basket", code: "S", kind: "scatter" },
    { id: "lucky-seven", name: "Lucky Seven", art: "fruit-lucky-seven", code: "A" },
    { id: "watermelon", name: "Watermelon", art: "fruit-watermelon", code: "B" },
    { id: "grapes", name: "Grapes", art: "fruit-grapes", code: "C" },
    { id: "plum", name: "Plum", art: "fruit-plum", code: "D" },
    { id: "orange", name: "Orange", art: "fruit-orange", code: "e" },
    { id: "lemon", name: "Lemon", art: "fruit-lemon", code: "f" },
    { id: "cherry", name: "Cherry", art: "fruit-cherry", code: "g" },
  ],
  reels: ["eASfgDeCgBfDgefDCgB", "BfgeSWDCgfeDBgACfeDg", "gDSACfeBgDfegCDBWgfe"],
  lines: LINES_3X3_5,
  coins: 5,
  pays: {
    "lucky-seven": [200],
    watermelon: [100],
    grapes: [50],
    plum: [30],
    orange: [15],
    lemon: [10],
    cherry: [5],
  },
  scatter: { pays: [6], freeSpins: { spins: 8, multiplier: 2, retrigger: false } },
  stats: {
    rtp: 0.945873684210526,
    hitFrequency: 0.175921052631579,
    standardDeviation: 3.8253342169051,
    volatility: "low",
  },
};
