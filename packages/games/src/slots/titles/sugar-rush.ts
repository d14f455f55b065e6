import { LINES_5X3_25 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Sugar Rush: 5×3, 25 lines, free spins ×2 with retriggers. */
export const sugarRush: SlotDefinition = {
  slug: "sugar-rush",
  name: "Sugar Rush",
  theme: "A candy shop where sweets pay often and a swirl of sugar fills the lines",
  rows: 3,
  symbols: [
    { id: "sugar-swirl", name: "Sugar Swirl", art: "candy-sugar-swirl", code: "W", kind: "wild" },
    { id: "candy-jar", name: "Candy Jar", art: "candy-candy-jar", code: "S", kind: "scatter" },
    { id: "cupcake", name: "Cupcake", art: "candy-cupcake", code: "A" },
    { id: "lollipop", name: "Lollipop", art: "candy-lollipop", code: "B" },
    { id: "gumdrop", name: "Gumdrop", art: "candy-gumdrop", code: "C" },
    { id: "doughnut", name: "Doughnut", art: "candy-doughnut", code: "D" },
    { id: "jelly-bean", name: "Jelly Bean", art: "candy-jelly-bean", code: "e" },
    { id: "peppermint", name: "Peppermint", art: "candy-peppermint", code: "f" },
    { id: "toffee", name: "Toffee", art: "candy-toffee", code: "g" },
    { id: "gummy-bear", name: "Gummy Bear", art: "candy-gummy-bear", code: "h" },
  ],
  reels: [
    "AefBDgheCfgDhAeBfCgehDfAeCgBhSDfeghC",
    "DAhgfeCfDBhgWeACfhgDefBChgAefDWhgCfBeS",
    "AeCghfBWeDgAChfegDBShfCegAWDhfgeBChfgD",
    "DhBCWgefhADgCehBfgDhCAefWghBSefDChAgef",
    "hCDfeAghefCDBWegShfACDeghBfeCDgAhWfeBg",
  ],
  lines: LINES_5X3_25,
  coins: 25,
  pays: {
    cupcake: [40, 150, 750],
    lollipop: [30, 150, 600],
    gumdrop: [30, 120, 400],
    doughnut: [15, 80, 300],
    "jelly-bean": [15, 40, 150],
    peppermint: [12, 30, 120],
    toffee: [12, 30, 80],
    "gummy-bear": [12, 20, 75],
  },
  scatter: { pays: [6, 12, 75], freeSpins: { spins: 15, multiplier: 2, retrigger: true } },
  stats: {
    rtp: 0.945800924696998,
    hitFrequency: 0.499578111718159,
    standardDeviation: 3.14812860983976,
    volatility: "low",
  },
};
