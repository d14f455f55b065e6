import { createHash } from "node:crypto";

/**
 * Reproducible draws of the built-in feed (fixture pairings, kick-off minutes, pre-match price drift): a number in
 * [0, 1) from the SHA-256 of a name, so every process and every restart makes the same choice for the same name.
 * Nothing a player bets on is decided here: match outcomes come from the simulator's own seed.
 */
export function draw(name: string): number {
  return createHash("sha256").update(name).digest().readUInt32BE(0) / 2 ** 32;
}

/** A whole number in [min, max] drawn by name. */
export const drawInt = (name: string, min: number, max: number) =>
  min + Math.floor(draw(name) * (max - min + 1));

/** The elements of `items` in an order drawn by name (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], name: string): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(draw(`${name}:${i}`) * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
