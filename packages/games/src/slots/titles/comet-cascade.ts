import { LINES_5X3_20 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Comet Cascade: 5×3, 20 lines, free spins ×3 with retriggers. */
export const cometCascade: SlotDefinition = {
  slug: "comet-cascade",
  name: "Comet Cascade",
  theme: "Deep space: astronauts, rockets and a comet that opens a wormhole of free spins",
  rows: 3,
  symbols: [
    { id: "wormhole", name: "Wormhole", art: "space-wormhole", code: "W", kind: "wild" },
    { id: "comet", name: "Comet", art: "space-comet", code: "S", kind: "scatter" },
    { id: "astronaut", name: "Astronaut", art: "space-astronaut", code: "A" },
    { id: "rocket", name: "Rocket", art: "space-rocket", code: "B" },
    { id: "ringed-planet", name: "Ringed Planet", art: "space-ringed-planet", code: "C" },
    { id: "saucer", name: "Saucer", art: "space-saucer", code: "D" },
    { id: "moon", name: "Moon", art: "space-moon", code: "e" },
    { id: "satellite", name: "Satellite", art: "space-satellite", code: "f" },
    { id: "asteroid", name: "Asteroid", art: "space-asteroid", code: "g" },
    { id: "star", name: "Star", art: "space-star", code: "h" },
  ],
  reels: [
    "eDhCAgfehBDgefChgeDBfAheSgCfDheBgf",
    "gCefWBhgDfeChgAfeBDhfgeCSDfhgBeAfDh",
    "CWgDfABhegfDCgheBfWgDheAfCgBhDefgShe",
    "fheBgDAWhCfegSDhfBeghCDAfeWhgBfDhCeg",
    "gfehADBgefhCWDegfhBeADgCfheSgBfDheC",
  ],
  lines: LINES_5X3_20,
  coins: 20,
  pays: {
    astronaut: [80, 800, 8000],
    rocket: [60, 400, 3000],
    "ringed-planet": [40, 200, 1200],
    saucer: [30, 120, 600],
    moon: [6, 20, 80],
    satellite: [6, 15, 60],
    asteroid: [4, 15, 50],
    star: [4, 10, 40],
  },
  scatter: { pays: [4, 20, 80], freeSpins: { spins: 10, multiplier: 3, retrigger: true } },
  stats: {
    rtp: 0.961299039834276,
    hitFrequency: 0.433833477835579,
    standardDeviation: 7.82996920257125,
    volatility: "medium",
  },
};
