import { LINES_5X3_25 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Dust Devil Gulch: 5×3, 25 lines, free spins ×3 with retriggers. */
export const dustDevilGulch: SlotDefinition = {
  slug: "dust-devil-gulch",
  name: "Dust Devil Gulch",
  theme: "A frontier town at high noon, with a sheriff's star for a wild",
  rows: 3,
  symbols: [
    { id: "sheriff-star", name: "Sheriff Star", art: "west-sheriff-star", code: "W", kind: "wild" },
    { id: "wanted-poster", name: "Wanted Poster", art: "west-wanted-poster", code: "S", kind: "scatter" },
    { id: "gunslinger", name: "Gunslinger", art: "west-gunslinger", code: "A" },
    { id: "stagecoach", name: "Stagecoach", art: "west-stagecoach", code: "B" },
    { id: "revolver", name: "Revolver", art: "west-revolver", code: "C" },
    { id: "bull-skull", name: "Bull Skull", art: "west-bull-skull", code: "D" },
    { id: "cactus", name: "Cactus", art: "west-cactus", code: "e" },
    { id: "cowboy-boot", name: "Cowboy Boot", art: "west-cowboy-boot", code: "f" },
    { id: "saloon-door", name: "Saloon Door", art: "west-saloon-door", code: "g" },
    { id: "horseshoe", name: "Horseshoe", art: "west-horseshoe", code: "h" },
  ],
  reels: [
    "eChDfegBhAfegCDhefgBheDfSgCehAfgDBehfg",
    "CefhgDfehABgfCeDhgfehBgfDCehAfgWeDfhBgS",
    "CgfheBgfhDegCfhWegDABSfhgeCfhDgeBfgheDA",
    "CheABgfhDeSgfChWeBDgfheAghfCDehBgfWehDgf",
    "efgDhefCgehBfDAgehfSCWegDhBfeghfDeACghB",
  ],
  lines: LINES_5X3_25,
  coins: 25,
  pays: {
    gunslinger: [120, 1200, 12000],
    stagecoach: [75, 600, 5000],
    revolver: [60, 300, 2000],
    "bull-skull": [40, 200, 1000],
    cactus: [10, 30, 120],
    "cowboy-boot": [10, 25, 100],
    "saloon-door": [6, 20, 80],
    horseshoe: [6, 15, 60],
  },
  scatter: { pays: [6, 30, 120], freeSpins: { spins: 12, multiplier: 3, retrigger: true } },
  stats: {
    rtp: 0.956020459196926,
    hitFrequency: 0.500205723115253,
    standardDeviation: 7.31388975031508,
    volatility: "medium",
  },
};
