import type { Drawing } from "./draw";

/** A theme family's look: the tile's gradient, frame and the ink every shape is outlined with. */
export interface SymbolTheme {
  /** Tile gradient: centre, edge. */
  bg: readonly [string, string];
  frame: string;
  ink: string;
  /** Drawings by symbol id (the part of the art key after the theme prefix). */
  symbols: Readonly<Record<string, Drawing>>;
}
