import { evaluateStops, type SlotDefinition } from "@casino/games";

/** A slot spin as the round response carries it (packages/games SlotSpin). */
export interface SpinView {
  window: string[][];
  wins: {
    kind: string;
    line?: number;
    symbol: string;
    count: number;
    positions: [number, number][];
    coins: number;
  }[];
  multiplier: number;
  awardedSpins: number;
  coins: number;
}

/** A slot round's outcome: the paid spin and its free spins. */
export interface SlotOutcome {
  coins: number;
  base: SpinView;
  freeSpins: SpinView[];
  winCoins: number;
  win: number;
}

export function isSlotOutcome(value: unknown): value is SlotOutcome {
  const outcome = value as SlotOutcome | null;
  return Boolean(
    outcome && typeof outcome === "object" && outcome.base && Array.isArray(outcome.base.window),
  );
}

/** "reel:row" of every cell that takes part in a win of the spin, to highlight on the reels. */
export function winningCells(spin: Pick<SpinView, "wins">): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.wins) for (const [reel, row] of win.positions) cells.add(`${reel}:${row}`);
  return cells;
}

/** Payline indexes that won in the spin (ways and scatter wins have none). */
export function winningLines(spin: Pick<SpinView, "wins">): number[] {
  return [
    ...new Set(spin.wins.flatMap((win) => (win.kind === "line" && win.line !== undefined ? [win.line] : []))),
  ];
}

/** Items with a stable positional key ("0", "1", …) for lists whose order is their identity (reels, cards). */
export const positional = <T>(items: readonly T[]) =>
  items.map((value, index) => ({ key: String(index), index, value }));

/**
 * The window the reels rest on before the first spin: the first stops (the same offset on every reel) whose window
 * pays nothing, so the machine shows its own symbols without lighting a win nobody played for.
 */
export function restingWindow(title: SlotDefinition): string[][] {
  const longest = Math.max(...title.reels.map((strip) => strip.length));
  let first: string[][] | null = null;
  for (let offset = 0; offset < longest; offset++) {
    const spin = evaluateStops(
      title,
      title.reels.map((strip) => offset % strip.length),
    );
    first ??= spin.window;
    if (spin.wins.length === 0) return spin.window;
  }
  return first ?? [];
}
