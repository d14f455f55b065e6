// Payline sets shared by the titles. A line lists the row (0 = top) it crosses on each reel, left to right.

/** The 25 classic 5×3 shapes; the 10- and 20-line sets are its first 10 and 20. */
const CLASSIC_5X3: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];

/** 3×3, 5 lines: the three rows and both diagonals. */
export const LINES_3X3_5: number[][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** 5×3, 10 lines. */
export const LINES_5X3_10: number[][] = CLASSIC_5X3.slice(0, 10);

/** 5×3, 20 lines. */
export const LINES_5X3_20: number[][] = CLASSIC_5X3.slice(0, 20);

/** 5×3, 25 lines. */
export const LINES_5X3_25: number[][] = CLASSIC_5X3;

/** 5×4, 40 lines: the 25 classic shapes on the top three rows, then the 15 first ones not already used on the bottom three. */
export const LINES_5X4_40: number[][] = (() => {
  const top = CLASSIC_5X3.map((line) => line.join(","));
  const bottom = CLASSIC_5X3.map((line) => line.map((row) => row + 1)).filter(
    (line) => !top.includes(line.join(",")),
  );
  return [...CLASSIC_5X3, ...bottom].slice(0, 40);
})();
