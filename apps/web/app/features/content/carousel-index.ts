/** The slide after `current`, wrapping to the first. */
export const nextIndex = (current: number, count: number) => (count === 0 ? 0 : (current + 1) % count);

/** The slide before `current`, wrapping to the last. */
export const previousIndex = (current: number, count: number) =>
  count === 0 ? 0 : (current - 1 + count) % count;

/** A requested slide kept inside the list (the list can shrink when targeting changes after login or logout). */
export const clampIndex = (index: number, count: number) =>
  count === 0 ? 0 : Math.min(Math.max(index, 0), count - 1);

/** The slide a key press moves to (arrow keys, Home, End), or null for other keys. */
export function indexForKey(key: string, current: number, count: number): number | null {
  if (key === "ArrowRight") return nextIndex(current, count);
  if (key === "ArrowLeft") return previousIndex(current, count);
  if (key === "Home") return 0;
  if (key === "End") return Math.max(count - 1, 0);
  return null;
}
