import type { SlotDefinition } from "../slot.types";

/** Coral Kingdom: 5×3, 243 ways, free spins ×2 with retriggers. */
export const coralKingdom: SlotDefinition = {
  slug: "coral-kingdom",
  name: "Coral Kingdom",
  theme: "A sunlit reef of whales, turtles and a pearl that fills every gap",
  rows: 3,
  symbols: [
    { id: "pearl", name: "Pearl", art: "ocean-pearl", code: "W", kind: "wild" },
    { id: "sunken-chest", name: "Sunken Chest", art: "ocean-sunken-chest", code: "S", kind: "scatter" },
    { id: "mermaid", name: "Mermaid", art: "ocean-mermaid", code: "A" },
    { id: "whale", name: "Whale", art: "ocean-whale", code: "B" },
    { id: "sea-turtle", name: "Sea Turtle", art: "ocean-sea-turtle", code: "C" },
    { id: "octopus", name: "Octopus", art: "ocean-octopus", code: "D" },
    { id: "shell", name: "Shell", art: "ocean-shell", code: "e" },
    { id: "starfish", name: "Starfish", art: "ocean-starfish", code: "f" },
    { id: "seahorse", name: "Seahorse", art: "ocean-seahorse", code: "g" },
    { id: "coral", name: "Coral", art: "ocean-coral", code: "h" },
  ],
  reels: [
    "CfgBDehfegDhCBefAghDefgCBheSfDgeAh",
    "gfheCDfgBheWfDgAChefBDghfeCSgfDheBA",
    "ADfhBegWDfhCgeBfghADeCgfheWDBgfhSeCg",
    "BfDegChWfhegDBSAChfegDhfegBWChDfegAh",
    "efgCheDfgBeAhCfgDehBfgeDChSWfgeADBh",
  ],
  lines: "ways",
  coins: 25,
  pays: {
    mermaid: [15, 80, 400],
    whale: [12, 60, 250],
    "sea-turtle": [8, 50, 150],
    octopus: [6, 30, 150],
    shell: [4, 15, 75],
    starfish: [4, 12, 50],
    seahorse: [3, 10, 40],
    coral: [3, 8, 30],
  },
  scatter: { pays: [2, 8, 30], freeSpins: { spins: 12, multiplier: 2, retrigger: true } },
  stats: {
    rtp: 0.954118629752002,
    hitFrequency: 0.531797663509848,
    standardDeviation: 2.91824752976188,
    volatility: "low",
  },
};
