import { LINES_5X3_10 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Sands of Anubet: 5×3, 10 lines, free spins ×5. */
export const sandsOfAnubet: SlotDefinition = {
  slug: "sands-of-anubet",
  name: "Sands of Anubet",
  theme: "Desert tombs of an invented god-king, where the pyramid triples every win",
  rows: 3,
  symbols: [
    { id: "golden-scarab", name: "Golden Scarab", art: "desert-golden-scarab", code: "W", kind: "wild" },
    { id: "pyramid", name: "Pyramid", art: "desert-pyramid", code: "S", kind: "scatter" },
    { id: "pharaoh", name: "Pharaoh", art: "desert-pharaoh", code: "A" },
    { id: "jackal-mask", name: "Jackal Mask", art: "desert-jackal-mask", code: "B" },
    { id: "ankh", name: "Ankh", art: "desert-ankh", code: "C" },
    { id: "eye-amulet", name: "Eye Amulet", art: "desert-eye-amulet", code: "D" },
    { id: "lotus", name: "Lotus", art: "desert-lotus", code: "e" },
    { id: "papyrus", name: "Papyrus", art: "desert-papyrus", code: "f" },
    { id: "sun-disc", name: "Sun Disc", art: "desert-sun-disc", code: "g" },
    { id: "cartouche", name: "Cartouche", art: "desert-cartouche", code: "h" },
  ],
  reels: [
    "BhefDgChefgehfDgCBehfgehSAfeDgChefg",
    "CfhegBDfhegCSfWhegfDhegfBChefgDAhfeg",
    "eghfBDeghCfeghfDgeWhCfBgehfDgeShAgCf",
    "efhBAgDCehfWghefgDhCefBghefShgDCefhg",
    "egBhCfeghDefgheCfWgBheDfghAeSCfeghDf",
  ],
  lines: LINES_5X3_10,
  coins: 10,
  pays: {
    pharaoh: [200, 4000, 25000],
    "jackal-mask": [100, 1000, 10000],
    ankh: [60, 300, 3000],
    "eye-amulet": [50, 250, 2000],
    lotus: [8, 20, 100],
    papyrus: [8, 20, 75],
    "sun-disc": [8, 15, 50],
    cartouche: [8, 15, 40],
  },
  scatter: { pays: [8, 75, 600], freeSpins: { spins: 10, multiplier: 5, retrigger: false } },
  stats: {
    rtp: 0.96373530206949,
    hitFrequency: 0.284075696893984,
    standardDeviation: 13.8778414261005,
    volatility: "high",
  },
};
