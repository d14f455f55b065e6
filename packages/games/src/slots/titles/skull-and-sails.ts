import { LINES_5X3_20 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Skull & Sails: 5×3, 20 lines, free spins ×10. */
export const skullAndSails: SlotDefinition = {
  slug: "skull-and-sails",
  name: "Skull & Sails",
  theme: "Pirate seas: a captain's map leads to free spins at five times the loot",
  rows: 3,
  symbols: [
    { id: "jolly-roger", name: "Jolly Roger", art: "pirate-jolly-roger", code: "W", kind: "wild" },
    { id: "treasure-map", name: "Treasure Map", art: "pirate-treasure-map", code: "S", kind: "scatter" },
    { id: "captain", name: "Captain", art: "pirate-captain", code: "A" },
    { id: "parrot", name: "Parrot", art: "pirate-parrot", code: "B" },
    { id: "cannon", name: "Cannon", art: "pirate-cannon", code: "C" },
    { id: "compass", name: "Compass", art: "pirate-compass", code: "D" },
    { id: "rum-bottle", name: "Rum Bottle", art: "pirate-rum-bottle", code: "e" },
    { id: "anchor", name: "Anchor", art: "pirate-anchor", code: "f" },
    { id: "spyglass", name: "Spyglass", art: "pirate-spyglass", code: "g" },
    { id: "doubloon", name: "Doubloon", art: "pirate-doubloon", code: "h" },
    { id: "cutlass", name: "Cutlass", art: "pirate-cutlass", code: "i" },
  ],
  reels: [
    "hegfiBeDhgfiehgfCieDSBhgfAeihgfeDiC",
    "hDfegiWhfegiBDfhCegifhegDAfiShBegfCi",
    "BgCfihegfiDShgefiBhgCeWDfighegfAihDe",
    "ACeiDhfgeihfgBeDhiSCfgehifgDheBiWfhg",
    "gfCiheDBgAfiSheigfWhDCeigfBhiegfDhie",
  ],
  lines: LINES_5X3_20,
  coins: 20,
  pays: {
    captain: [250, 5000, 30000],
    parrot: [100, 1200, 12000],
    cannon: [80, 500, 5000],
    compass: [60, 300, 2000],
    "rum-bottle": [10, 25, 120],
    anchor: [10, 25, 100],
    spyglass: [10, 20, 60],
    doubloon: [8, 20, 50],
    cutlass: [5, 20, 50],
  },
  scatter: { pays: [8, 100, 1000], freeSpins: { spins: 8, multiplier: 10, retrigger: false } },
  stats: {
    rtp: 0.951979611455732,
    hitFrequency: 0.383289854007447,
    standardDeviation: 17.6005595143767,
    volatility: "high",
  },
};
