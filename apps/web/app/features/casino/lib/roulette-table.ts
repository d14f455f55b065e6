import { betKey, type RouletteBet } from "./roulette-bets";

// The betting table as a lattice of spots. Along the table, x = 0 is the zero, x = 2 + 2c the table row c (numbers
// 3c+1 … 3c+3), odd x the edge between two rows (x = 1: between the zero and the first row), and x = 25 the column
// bets ("2 to 1"). Across it, y = 0, 2, 4 are the lines of 3c+3, 3c+2 and 3c+1, y = 1 and 3 the edges between
// lines, and y = 5 the outer edge where streets and six-lines are placed. A chip on a cell is a straight bet, on an
// edge a split, where edges cross a corner, on the outer edge a street or (between rows) a six-line; next to the
// zero the same edges give the splits 0-1/0-2/0-3, the trios 0-1-2/0-2-3 and the first four 0-1-2-3.

/** A place on the table a chip can go. */
export interface TableSpot {
  key: string;
  bet: Omit<RouletteBet, "amount">;
  x: number;
  y: number;
}

export const LAST_X = 25;
export const LAST_Y = 5;

const numberAt = (row: number, line: number) => 3 * row + 3 - line;
const inside = (type: RouletteBet["type"], numbers: number[]): Omit<RouletteBet, "amount"> => ({
  type,
  numbers: [...numbers].sort((a, b) => a - b),
});

/** The bet of the spot at (x, y), or null where there is none. */
function betAt(x: number, y: number): Omit<RouletteBet, "amount"> | null {
  if (x === 0) return y === 2 ? inside("straight", [0]) : null;
  if (x === LAST_X) return y % 2 === 0 ? { type: "column", index: 3 - y / 2 } : null;
  if (x === 1) {
    const zeroSpots: Omit<RouletteBet, "amount">[] = [
      inside("split", [0, 3]),
      inside("street", [0, 2, 3]),
      inside("split", [0, 2]),
      inside("street", [0, 1, 2]),
      inside("split", [0, 1]),
      inside("corner", [0, 1, 2, 3]),
    ];
    return zeroSpots[y] ?? null;
  }
  const row = Math.floor((x - 2) / 2);
  const edge = x % 2 === 1; // between row and row + 1
  if (!edge) {
    if (y % 2 === 0 && y < LAST_Y) return inside("straight", [numberAt(row, y / 2)]);
    if (y === 1) return inside("split", [3 * row + 2, 3 * row + 3]);
    if (y === 3) return inside("split", [3 * row + 1, 3 * row + 2]);
    return inside("street", [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  }
  if (y % 2 === 0 && y < LAST_Y) {
    const n = numberAt(row, y / 2);
    return inside("split", [n, n + 3]);
  }
  if (y === 1) return inside("corner", [3 * row + 2, 3 * row + 3, 3 * row + 5, 3 * row + 6]);
  if (y === 3) return inside("corner", [3 * row + 1, 3 * row + 2, 3 * row + 4, 3 * row + 5]);
  return inside(
    "sixLine",
    [1, 2, 3, 4, 5, 6].map((k) => 3 * row + k),
  );
}

/** Every spot of the table, in reading order. */
export const TABLE_SPOTS: readonly TableSpot[] = Array.from({ length: LAST_X + 1 }, (_, x) =>
  Array.from({ length: LAST_Y + 1 }, (_, y) => {
    const bet = betAt(x, y);
    return bet ? [{ key: betKey(bet), bet, x, y }] : [];
  }).flat(),
).flat();

export type Direction = "left" | "right" | "up" | "down";
export type Orientation = "horizontal" | "vertical";

/** The lattice step of an arrow key: the table runs left to right on wide screens and top to bottom on phones. */
export function arrowStep(key: string, orientation: Orientation): { dx: number; dy: number } | null {
  const horizontal: Record<string, [number, number]> = {
    ArrowRight: [1, 0],
    ArrowLeft: [-1, 0],
    ArrowDown: [0, 1],
    ArrowUp: [0, -1],
  };
  // Upright, the lines of 1, 2 and 3 read left to right, so across the table is mirrored.
  const vertical: Record<string, [number, number]> = {
    ArrowDown: [1, 0],
    ArrowUp: [-1, 0],
    ArrowLeft: [0, 1],
    ArrowRight: [0, -1],
  };
  const step = (orientation === "horizontal" ? horizontal : vertical)[key];
  return step ? { dx: step[0], dy: step[1] } : null;
}

/**
 * The spot an arrow key moves to from `from`: the nearest spot one lattice step further in that direction (the
 * zero spans every line, the column bets only the number lines), or `from` itself at the table's edge.
 */
export function moveSpot(from: TableSpot, step: { dx: number; dy: number }): TableSpot {
  const { dx, dy } = step;
  const candidates = TABLE_SPOTS.filter((spot) =>
    dx !== 0 ? spot.x === from.x + dx : spot.x === from.x && spot.y === from.y + dy,
  );
  if (candidates.length === 0) {
    // Up and down next to the zero, which is one tall cell: stay.
    return from;
  }
  return candidates.reduce((best, spot) =>
    Math.abs(spot.y - from.y) < Math.abs(best.y - from.y) ? spot : best,
  );
}

/** The spot of a bet key, for focus. */
export const spotByKey = (key: string) => TABLE_SPOTS.find((spot) => spot.key === key);
