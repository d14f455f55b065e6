import { randomInt } from "node:crypto";

/** The studio's one slot, "Starfall": three reels of five symbols; a line of three pays, two cherries pay. */
export const SYMBOLS = ["cherry", "bell", "star", "seven", "gem"] as const;
export type SymbolName = (typeof SYMBOLS)[number];

const PAYS: Record<SymbolName, number> = { cherry: 4, bell: 8, star: 12, seven: 25, gem: 50 };

/** One spin: three symbols and the multiple of the stake won (about 98 % paid back over time). */
export function spinReels(draw: (max: number) => number = randomInt): {
  reels: SymbolName[];
  multiple: number;
} {
  const reels = [0, 1, 2].map(() => SYMBOLS[draw(SYMBOLS.length)]!) as SymbolName[];
  const [a, b, c] = reels;
  if (a === b && b === c) return { reels, multiple: PAYS[a!] };
  const cherries = reels.filter((s) => s === "cherry").length;
  return { reels, multiple: cherries === 2 ? 2 : 0 };
}
