import { arctic } from "./arctic";
import { candy } from "./candy";
import { carnival } from "./carnival";
import { desert } from "./desert";
import { dragon } from "./dragon";
import { farm } from "./farm";
import { fruit } from "./fruit";
import { gems } from "./gems";
import { jungle } from "./jungle";
import { neon } from "./neon";
import { nordic } from "./nordic";
import { ocean } from "./ocean";
import { pirate } from "./pirate";
import { samurai } from "./samurai";
import { space } from "./space";
import type { SymbolTheme } from "./theme";
import { west } from "./west";

/** Every theme family by the prefix of its art keys ("space-rocket" → space). */
export const SYMBOL_THEMES: Readonly<Record<string, SymbolTheme>> = {
  space,
  ocean,
  fruit,
  desert,
  nordic,
  candy,
  jungle,
  pirate,
  gems,
  samurai,
  west,
  neon,
  dragon,
  farm,
  arctic,
  carnival,
};
