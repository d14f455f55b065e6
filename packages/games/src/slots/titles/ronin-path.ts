import type { SlotDefinition } from "../slot.types";

/** Ronin's Path: 5×4, 1024 ways, free spins ×3 with retriggers. */
export const roninPath: SlotDefinition = {
  slug: "ronin-path",
  name: "Ronin's Path",
  theme: "A wandering swordsman among lanterns and cherry blossom",
  rows: 4,
  symbols: [
    { id: "katana", name: "Katana", art: "samurai-katana", code: "W", kind: "wild" },
    { id: "temple-gong", name: "Temple Gong", art: "samurai-temple-gong", code: "S", kind: "scatter" },
    { id: "ronin", name: "Ronin", art: "samurai-ronin", code: "A" },
    { id: "shogun", name: "Shogun", art: "samurai-shogun", code: "B" },
    { id: "oni-mask", name: "Oni Mask", art: "samurai-oni-mask", code: "C" },
    { id: "koi", name: "Koi", art: "samurai-koi", code: "D" },
    { id: "folding-fan", name: "Folding Fan", art: "samurai-folding-fan", code: "e" },
    { id: "paper-lantern", name: "Paper Lantern", art: "samurai-paper-lantern", code: "f" },
    { id: "bonsai", name: "Bonsai", art: "samurai-bonsai", code: "g" },
    { id: "sakura", name: "Sakura", art: "samurai-sakura", code: "h" },
  ],
  reels: [
    "hhhSeeeAAAgggfffeeeBBBhhhCCCegggDDDfff",
    "eeefffCCCDDDhhhWfffgggeeeAAAfhhhSgggBBB",
    "hhhfffSBBBgggAAAeeehhhgggfffCCCgeeeDDDW",
    "fffhhhCCCDDDAAAeeehhhgggfffBBBeeehSWggg",
    "fffeeeSCCCggghhhBBBeeeWfffgggeDDDhhhAAA",
  ],
  lines: "ways",
  coins: 50,
  pays: {
    ronin: [15, 120, 1500],
    shogun: [8, 75, 400],
    "oni-mask": [8, 40, 200],
    koi: [5, 20, 100],
    "folding-fan": [1, 4, 15],
    "paper-lantern": [1, 3, 10],
    bonsai: [1, 2, 8],
    sakura: [1, 2, 8],
  },
  scatter: { pays: [1, 8, 40], freeSpins: { spins: 10, multiplier: 3, retrigger: true } },
  stats: {
    rtp: 0.966031774104422,
    hitFrequency: 0.255468346661281,
    standardDeviation: 25.4869209278006,
    volatility: "high",
  },
};
