import { slotTitles } from "@casino/games";
import { describe, expect, it } from "vitest";
import { symbolArtOf } from "./symbol-art";
import { SYMBOL_THEMES } from "./symbols/index";

describe("slot symbol art", () => {
  it("draws every symbol of every slot title with its own theme's art", () => {
    const missing = slotTitles.flatMap((title) =>
      title.symbols
        .filter((symbol) => !symbolArtOf(title.slug, symbol.id))
        .map((s) => `${title.slug}/${s.art}`),
    );
    expect(missing).toEqual([]);
  });

  it("gives each title its own theme, and no two symbols of a title the same drawing", () => {
    const themes = slotTitles.map((title) => symbolArtOf(title.slug, title.symbols[0]!.id)?.theme);
    expect(new Set(themes).size).toBe(slotTitles.length);
    for (const title of slotTitles) {
      const drawings = title.symbols.map((symbol) =>
        JSON.stringify(symbolArtOf(title.slug, symbol.id)?.drawing),
      );
      expect(new Set(drawings).size, title.slug).toBe(title.symbols.length);
    }
  });

  it("has no drawings for symbols that no title uses", () => {
    const used = new Set(slotTitles.flatMap((title) => title.symbols.map((symbol) => symbol.art)));
    const drawn = Object.entries(SYMBOL_THEMES).flatMap(([prefix, theme]) =>
      Object.keys(theme.symbols).map((id) => `${prefix}-${id}`),
    );
    expect(drawn.filter((art) => !used.has(art))).toEqual([]);
  });

  it("knows nothing of an unknown slot", () => {
    expect(symbolArtOf("no-such-slot", "wild")).toBeNull();
  });
});
