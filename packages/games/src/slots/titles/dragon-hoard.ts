import type { SlotDefinition } from "../slot.types";

/** Dragon Hoard: 5×3, 243 ways, free spins ×5 with retriggers. */
export const dragonHoard: SlotDefinition = {
  slug: "dragon-hoard",
  name: "Dragon Hoard",
  theme: "A sleeping dragon on a mountain of gold; its egg is wild",
  rows: 3,
  symbols: [
    { id: "dragon-egg", name: "Dragon Egg", art: "dragon-dragon-egg", code: "W", kind: "wild" },
    { id: "gold-hoard", name: "Gold Hoard", art: "dragon-gold-hoard", code: "S", kind: "scatter" },
    { id: "red-dragon", name: "Red Dragon", art: "dragon-red-dragon", code: "A" },
    { id: "knight", name: "Knight", art: "dragon-knight", code: "B" },
    { id: "crown", name: "Crown", art: "dragon-crown", code: "C" },
    { id: "chalice", name: "Chalice", art: "dragon-chalice", code: "D" },
    { id: "torch", name: "Torch", art: "dragon-torch", code: "e" },
    { id: "scroll", name: "Scroll", art: "dragon-scroll", code: "f" },
    { id: "potion", name: "Potion", art: "dragon-potion", code: "g" },
    { id: "rune-ring", name: "Rune Ring", art: "dragon-rune-ring", code: "h" },
  ],
  reels: [
    "ggffBBeeDDAAhhCCSeeggffhhBeeDDggffCehh",
    "ffWBBgghhffeeCCSDDggffhheeBAAfggChhDDee",
    "CCBBhhggffeeDDgghhffCeeBggWShhffDDgeeAA",
    "ShhWBBCCffDDggeehhffhhggBCeeDDffhAAggee",
    "ffgghhSeeBBCCffgghhDDeeAAWeeffgghhBCDDe",
  ],
  lines: "ways",
  coins: 25,
  pays: {
    "red-dragon": [40, 400, 4000],
    knight: [25, 200, 1200],
    crown: [20, 100, 600],
    chalice: [15, 60, 300],
    torch: [3, 10, 30],
    scroll: [3, 8, 30],
    potion: [2, 6, 25],
    "rune-ring": [2, 5, 20],
  },
  scatter: { pays: [2, 15, 80], freeSpins: { spins: 10, multiplier: 5, retrigger: true } },
  stats: {
    rtp: 0.968329008283223,
    hitFrequency: 0.229426357579581,
    standardDeviation: 19.8337330384292,
    volatility: "high",
  },
};
