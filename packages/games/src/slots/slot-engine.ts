import { type Rng, uniformInt } from "../fair/rng";
import type { Position, SlotDefinition, SlotRound, SlotSpin, SlotWin } from "./slot.types";
import { type CompiledSlot, compileSlot } from "./slot-compile";

/**
 * Hard cap on free spins in one round, so a round's size is bounded. Every title's free spin spawns at most 0.15
 * further spins on average (p·S, asserted by the catalogue test), so reaching the cap needs some 40 retriggers
 * within 500 spins: a probability below 10⁻¹⁵, far too small to move the exact (uncapped) RTP at 10⁻⁹.
 */
export const MAX_FREE_SPINS = 500;

/** Symbol index at a window position. */
function symbolAt(c: CompiledSlot, stops: number[], reel: number, row: number): number {
  const strip = c.strips[reel]!;
  return strip[(stops[reel]! + row) % strip.length]!;
}

/** Line wins: from the leftmost reel, the first symbol and every following match or wild. */
function lineWins(c: CompiledSlot, stops: number[], lines: number[][], multiplier: number): SlotWin[] {
  const wins: SlotWin[] = [];
  lines.forEach((line, index) => {
    const head = symbolAt(c, stops, 0, line[0]!);
    if (head === c.scatter || head === c.wild) return;
    let count = 1;
    while (count < c.reelCount) {
      const symbol = symbolAt(c, stops, count, line[count]!);
      if (symbol !== head && symbol !== c.wild) break;
      count++;
    }
    const pay = count >= 3 ? c.pays[head]![count - 3]! : 0;
    if (pay === 0) return;
    const positions = line.slice(0, count).map((row, reel): Position => [reel, row]);
    wins.push({
      kind: "line",
      line: index,
      symbol: c.ids[head]!,
      count,
      ways: 1,
      positions,
      coins: pay * multiplier,
    });
  });
  return wins;
}

/** Ways wins: each symbol on the first reel, times the matching (or wild) positions on each adjacent reel. */
function waysWins(c: CompiledSlot, stops: number[], multiplier: number): SlotWin[] {
  const wins: SlotWin[] = [];
  const heads = new Set<number>();
  for (let row = 0; row < c.rows; row++) heads.add(symbolAt(c, stops, 0, row));
  for (const head of heads) {
    if (head === c.scatter) continue;
    const positions: Position[] = [];
    let ways = 1;
    let count = 0;
    while (count < c.reelCount) {
      const matches: Position[] = [];
      for (let row = 0; row < c.rows; row++) {
        const symbol = symbolAt(c, stops, count, row);
        if (symbol === head || symbol === c.wild) matches.push([count, row]);
      }
      if (matches.length === 0) break;
      positions.push(...matches);
      ways *= matches.length;
      count++;
    }
    const pay = count >= 3 ? c.pays[head]![count - 3]! : 0;
    if (pay === 0) continue;
    wins.push({ kind: "ways", symbol: c.ids[head]!, count, ways, positions, coins: pay * ways * multiplier });
  }
  return wins;
}

/** Evaluates the window at the given stops: line or ways wins, then the scatter. */
export function evaluateStops(def: SlotDefinition, stops: number[], multiplier = 1): SlotSpin {
  const c = compileSlot(def);
  if (
    stops.length !== c.reelCount ||
    stops.some((s, r) => !Number.isInteger(s) || s < 0 || s >= c.strips[r]!.length)
  ) {
    throw new Error(`slot ${def.slug}: invalid stops ${stops.join(",")}`);
  }
  const wins = c.lines ? lineWins(c, stops, c.lines, multiplier) : waysWins(c, stops, multiplier);
  let awardedSpins = 0;
  if (c.scatter >= 0) {
    const positions: Position[] = [];
    for (let reel = 0; reel < c.reelCount; reel++) {
      for (let row = 0; row < c.rows; row++) {
        if (symbolAt(c, stops, reel, row) === c.scatter) positions.push([reel, row]);
      }
    }
    const count = positions.length;
    if (count >= 3) {
      const coins = c.scatterPays[count - 3]! * def.coins * multiplier;
      wins.push({ kind: "scatter", symbol: c.ids[c.scatter]!, count, ways: 1, positions, coins });
      awardedSpins = c.freeSpins?.spins ?? 0;
    }
  }
  const window = c.strips.map((_, reel) =>
    Array.from({ length: c.rows }, (_, row) => c.ids[symbolAt(c, stops, reel, row)]!),
  );
  const coins = wins.reduce((sum, win) => sum + win.coins, 0);
  return { stops: [...stops], window, wins, multiplier, awardedSpins, coins };
}

/** Draws one stop per reel, left to right. */
function drawStops(c: CompiledSlot, rng: Rng): number[] {
  return c.strips.map((strip) => uniformInt(rng, strip.length));
}

/**
 * Plays a whole round: the paid spin, then every free spin it awards (with retriggers when the title allows them),
 * all from the same word stream, so the round can be recomputed from its seeds.
 */
export function playSlot(def: SlotDefinition, rng: Rng): SlotRound {
  const c = compileSlot(def);
  const base = evaluateStops(def, drawStops(c, rng));
  const freeSpins: SlotSpin[] = [];
  const feature = c.freeSpins;
  if (feature && base.awardedSpins > 0) {
    let awarded = Math.min(base.awardedSpins, MAX_FREE_SPINS);
    while (freeSpins.length < awarded) {
      const spin = evaluateStops(def, drawStops(c, rng), feature.multiplier);
      if (!feature.retrigger) spin.awardedSpins = 0;
      awarded = Math.min(awarded + spin.awardedSpins, MAX_FREE_SPINS);
      freeSpins.push(spin);
    }
  }
  const winCoins = freeSpins.reduce((sum, spin) => sum + spin.coins, base.coins);
  return { slug: def.slug, coins: def.coins, base, freeSpins, winCoins, win: winCoins / def.coins };
}
