import { LINES_3X3_5 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Gem Vault: 3×3, 5 lines, free spins ×5 with retriggers. */
export const gemVault: SlotDefinition = {
  slug: "gem-vault",
  name: "Gem Vault",
  theme: "A jeweller's vault of cut stones behind a golden key",
  rows: 3,
  symbols: [
    { id: "prism", name: "Prism", art: "gems-prism", code: "W", kind: "wild" },
    { id: "vault-key", name: "Vault Key", art: "gems-vault-key", code: "S", kind: "scatter" },
    { id: "diamond", name: "Diamond", art: "gems-diamond", code: "A" },
    { id: "ruby", name: "Ruby", art: "gems-ruby", code: "B" },
    { id: "emerald", name: "Emerald", art: "gems-emerald", code: "C" },
    { id: "sapphire", name: "Sapphire", art: "gems-sapphire", code: "D" },
    { id: "amethyst", name: "Amethyst", art: "gems-amethyst", code: "e" },
    { id: "topaz", name: "Topaz", art: "gems-topaz", code: "f" },
    { id: "opal", name: "Opal", art: "gems-opal", code: "g" },
  ],
  reels: ["SegfBDeAgCfeDgfBegDCf", "eDgfeAgBDCfegSfDegBCWf", "CgefADgefBCDSgefWgeDfB"],
  lines: LINES_3X3_5,
  coins: 5,
  pays: {
    diamond: [750],
    ruby: [120],
    emerald: [50],
    sapphire: [25],
    amethyst: [6],
    topaz: [4],
    opal: [3],
  },
  scatter: { pays: [12], freeSpins: { spins: 6, multiplier: 5, retrigger: true } },
  stats: {
    rtp: 0.944850463201338,
    hitFrequency: 0.179161747343566,
    standardDeviation: 8.65627662893161,
    volatility: "medium",
  },
};
