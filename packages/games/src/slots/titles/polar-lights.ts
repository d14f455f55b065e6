import { LINES_5X3_20 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Polar Lights: 5×3, 20 lines, free spins ×3 with retriggers. */
export const polarLights: SlotDefinition = {
  slug: "polar-lights",
  name: "Polar Lights",
  theme: "Arctic night under the aurora, with bears, owls and huskies",
  rows: 3,
  symbols: [
    { id: "aurora", name: "Aurora", art: "arctic-aurora", code: "W", kind: "wild" },
    { id: "igloo", name: "Igloo", art: "arctic-igloo", code: "S", kind: "scatter" },
    { id: "polar-bear", name: "Polar Bear", art: "arctic-polar-bear", code: "A" },
    { id: "walrus", name: "Walrus", art: "arctic-walrus", code: "B" },
    { id: "snowy-owl", name: "Snowy Owl", art: "arctic-snowy-owl", code: "C" },
    { id: "husky", name: "Husky", art: "arctic-husky", code: "D" },
    { id: "snowflake", name: "Snowflake", art: "arctic-snowflake", code: "e" },
    { id: "icicle", name: "Icicle", art: "arctic-icicle", code: "f" },
    { id: "mitten", name: "Mitten", art: "arctic-mitten", code: "g" },
    { id: "sled", name: "Sled", art: "arctic-sled", code: "h" },
  ],
  reels: [
    "DSeBhfgeDAChfgeBhfgeDCehfgDAeBhfgeChfg",
    "fDgehfAgeBhfCDgfehDfgeBhCAfgehDfgeBhWCS",
    "hAWCgefBhDgefhCgefDBhAgSefhgDCefgBhefgD",
    "ShegCfDhBegfhADegCfhBeghfDeghCfWBADhegf",
    "eBCAhfDgehfegBDCehfgeAhfDgBCehfgeSDWhfg",
  ],
  lines: LINES_5X3_20,
  coins: 20,
  pays: {
    "polar-bear": [150, 1500, 15000],
    walrus: [80, 750, 5000],
    "snowy-owl": [75, 300, 2000],
    husky: [50, 200, 1000],
    snowflake: [10, 30, 150],
    icicle: [10, 25, 100],
    mitten: [6, 20, 80],
    sled: [6, 15, 75],
  },
  scatter: { pays: [6, 40, 200], freeSpins: { spins: 10, multiplier: 3, retrigger: true } },
  stats: {
    rtp: 0.948677088936679,
    hitFrequency: 0.423926853184453,
    standardDeviation: 8.50585953197833,
    volatility: "medium",
  },
};
