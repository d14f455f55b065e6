import type { SlotDefinition } from "../slot.types";

/** Jungle Drums: 5×3, 243 ways, free spins ×3 with retriggers. */
export const jungleDrums: SlotDefinition = {
  slug: "jungle-drums",
  name: "Jungle Drums",
  theme: "Deep rainforest: jaguars, toucans and drums that call free spins",
  rows: 3,
  symbols: [
    { id: "tribal-mask", name: "Tribal Mask", art: "jungle-tribal-mask", code: "W", kind: "wild" },
    { id: "war-drum", name: "War Drum", art: "jungle-war-drum", code: "S", kind: "scatter" },
    { id: "jaguar", name: "Jaguar", art: "jungle-jaguar", code: "A" },
    { id: "gorilla", name: "Gorilla", art: "jungle-gorilla", code: "B" },
    { id: "toucan", name: "Toucan", art: "jungle-toucan", code: "C" },
    { id: "python", name: "Python", art: "jungle-python", code: "D" },
    { id: "banana", name: "Banana", art: "jungle-banana", code: "e" },
    { id: "orchid", name: "Orchid", art: "jungle-orchid", code: "f" },
    { id: "coconut", name: "Coconut", art: "jungle-coconut", code: "g" },
    { id: "fern", name: "Fern", art: "jungle-fern", code: "h" },
  ],
  reels: [
    "CgehfDgehSfCBgeDhfAeghfDeCghfeBgDhefA",
    "gDfheCgfheDBAgfheSCfgDWhefgheDBfCAghef",
    "fgehDgfeAhCgBfDehgfehCgWDfeAghSBfgDehC",
    "hCefgWhDeBfghSCADehfghefgDCheBfghADefg",
    "CDgfeAhWBgeDfhCSgefhDegfAhCeBgDfhegfhe",
  ],
  lines: "ways",
  coins: 25,
  pays: {
    jaguar: [20, 100, 500],
    gorilla: [15, 80, 300],
    toucan: [10, 50, 200],
    python: [8, 40, 150],
    banana: [5, 20, 80],
    orchid: [5, 15, 75],
    coconut: [4, 12, 50],
    fern: [4, 8, 40],
  },
  scatter: { pays: [2, 10, 40], freeSpins: { spins: 10, multiplier: 3, retrigger: true } },
  stats: {
    rtp: 0.960020022144931,
    hitFrequency: 0.566364185046612,
    standardDeviation: 2.80790239884431,
    volatility: "low",
  },
};
