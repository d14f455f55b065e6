import { LINES_5X4_40 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Midnight Carnival: 5×4, 40 lines, free spins ×5 with retriggers. */
export const midnightCarnival: SlotDefinition = {
  slug: "midnight-carnival",
  name: "Midnight Carnival",
  theme: "A travelling carnival after dark; the golden ticket pays three times",
  rows: 4,
  symbols: [
    { id: "ringmaster-hat", name: "Ringmaster Hat", art: "carnival-ringmaster-hat", code: "W", kind: "wild" },
    { id: "golden-ticket", name: "Golden Ticket", art: "carnival-golden-ticket", code: "S", kind: "scatter" },
    { id: "ferris-wheel", name: "Ferris Wheel", art: "carnival-ferris-wheel", code: "A" },
    { id: "carousel-horse", name: "Carousel Horse", art: "carnival-carousel-horse", code: "B" },
    { id: "strongman", name: "Strongman", art: "carnival-strongman", code: "C" },
    { id: "fortune-teller", name: "Fortune Teller", art: "carnival-fortune-teller", code: "D" },
    { id: "popcorn", name: "Popcorn", art: "carnival-popcorn", code: "e" },
    { id: "cotton-candy", name: "Cotton Candy", art: "carnival-cotton-candy", code: "f" },
    { id: "balloon", name: "Balloon", art: "carnival-balloon", code: "g" },
    { id: "dart", name: "Dart", art: "carnival-dart", code: "h" },
    { id: "ring-toss", name: "Ring Toss", art: "carnival-ring-toss", code: "i" },
  ],
  reels: [
    "DBfiehgfieDhgCfeiBhAgefDiShgefCihge",
    "iegCfShiBegfDhifeghCfiDegWhBfieAghfD",
    "DfhgSiefhBgCDiefgAhWiegfhDieBgCfhgie",
    "ieCBgWhfDiehgAfihegDfCBihegfShiDeghf",
    "gDiheCfSgiAheWDfighBeifgChDeifghiefB",
  ],
  lines: LINES_5X4_40,
  coins: 40,
  pays: {
    "ferris-wheel": [150, 3000, 30000],
    "carousel-horse": [75, 750, 7500],
    strongman: [60, 300, 3000],
    "fortune-teller": [40, 200, 1500],
    popcorn: [6, 15, 80],
    "cotton-candy": [6, 15, 60],
    balloon: [6, 12, 40],
    dart: [6, 12, 40],
    "ring-toss": [3, 12, 30],
  },
  scatter: { pays: [6, 60, 1500], freeSpins: { spins: 12, multiplier: 5, retrigger: true } },
  stats: {
    rtp: 0.96235772693831,
    hitFrequency: 0.591708853180047,
    standardDeviation: 18.2684250133661,
    volatility: "high",
  },
};
