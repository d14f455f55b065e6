import { LINES_5X4_40 } from "../paylines";
import type { SlotDefinition } from "../slot.types";

/** Fjord Raiders: 5×4, 40 lines, free spins ×4 with retriggers. */
export const fjordRaiders: SlotDefinition = {
  slug: "fjord-raiders",
  name: "Fjord Raiders",
  theme: "Longships and rune stones on a cold northern fjord",
  rows: 4,
  symbols: [
    { id: "rune-stone", name: "Rune Stone", art: "nordic-rune-stone", code: "W", kind: "wild" },
    { id: "longship", name: "Longship", art: "nordic-longship", code: "S", kind: "scatter" },
    { id: "shieldmaiden", name: "Shieldmaiden", art: "nordic-shieldmaiden", code: "A" },
    { id: "chieftain", name: "Chieftain", art: "nordic-chieftain", code: "B" },
    { id: "war-axe", name: "War Axe", art: "nordic-war-axe", code: "C" },
    { id: "horned-helm", name: "Horned Helm", art: "nordic-horned-helm", code: "D" },
    { id: "drinking-horn", name: "Drinking Horn", art: "nordic-drinking-horn", code: "e" },
    { id: "round-shield", name: "Round Shield", art: "nordic-round-shield", code: "f" },
    { id: "raven", name: "Raven", art: "nordic-raven", code: "g" },
    { id: "wolf", name: "Wolf", art: "nordic-wolf", code: "h" },
  ],
  reels: [
    "eDgfhASegfhBDeCgfheDgfhBeACgefhDegfhBC",
    "feBhgDfehgCfAeBDhgfehgCfDeSBfhgAefWDhgC",
    "WCghefBDghefgCDhefBAgWShefgDChefgBDhgefA",
    "fheACgfDheBhgfWeDhCgfehBSAgfDehCgfWheDBg",
    "AgfehCgDBfehgefhDCAegBWfhegDfhSeCgBfhDe",
  ],
  lines: LINES_5X4_40,
  coins: 40,
  pays: {
    shieldmaiden: [80, 800, 8000],
    chieftain: [50, 400, 4000],
    "war-axe": [40, 200, 1200],
    "horned-helm": [40, 120, 600],
    "drinking-horn": [6, 20, 80],
    "round-shield": [6, 15, 60],
    raven: [4, 12, 50],
    wolf: [4, 10, 40],
  },
  scatter: { pays: [4, 20, 80], freeSpins: { spins: 10, multiplier: 4, retrigger: true } },
  stats: {
    rtp: 0.958664591417604,
    hitFrequency: 0.706789465033392,
    standardDeviation: 7.3165703472892,
    volatility: "medium",
  },
};
