import { LINES_5X3_20 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Harvest Farm: 5×3, 20 lines, free spins ×2 with retriggers. */
export const harvestFarm: SlotDefinition = {
  slug: "harvest-farm",
  name: "Harvest Farm",
  theme: "A busy farmyard at harvest time; the red barn opens free spins",
  rows: 3,
  symbols: [
    { id: "scarecrow", name: "Scarecrow", art: "farm-scarecrow", code: "W", kind: "wild" },
    { id: "red-barn", name: "Red Barn", art: "farm-red-barn", code: "S", kind: "scatter" },
    { id: "tractor", name: "Tractor", art: "farm-tractor", code: "A" },
    { id: "cow", name: "Cow", art: "farm-cow", code: "B" },
    { id: "rooster", name: "Rooster", art: "farm-rooster", code: "C" },
    { id: "pig", name: "Pig", art: "farm-pig", code: "D" },
    { id: "corn", name: "Corn", art: "farm-corn", code: "e" },
    { id: "carrot", name: "Carrot", art: "farm-carrot", code: "f" },
    { id: "pumpkin", name: "Pumpkin", art: "farm-pumpkin", code: "g" },
    { id: "apple", name: "Apple", art: "farm-apple", code: "h" },
  ],
  reels: [
    "AeCgfhBDegfACheDBgfehCADgefhCBSegfDh",
    "fDCeghfABDfeghCWfeAgDhBCfSeghDfACWBegh",
    "eBgCAfDhgeWCBfgheDAgCfheDBgSWfhCAegDfh",
    "BDAeChgfSeDhWBCgfAehDgfCheBAgfDhWCegfh",
    "eWDhgfCeAhBDgefCheWDgfABChegfDehCABgSf",
  ],
  lines: LINES_5X3_20,
  coins: 20,
  pays: {
    tractor: [40, 150, 750],
    cow: [30, 150, 600],
    rooster: [30, 120, 400],
    pig: [20, 80, 300],
    corn: [15, 40, 150],
    carrot: [12, 30, 120],
    pumpkin: [12, 30, 80],
    apple: [12, 20, 75],
  },
  scatter: { pays: [6, 12, 50], freeSpins: { spins: 15, multiplier: 2, retrigger: true } },
  stats: {
    rtp: 0.959058494905446,
    hitFrequency: 0.432718484016817,
    standardDeviation: 3.37013441110451,
    volatility: "low",
  },
};
