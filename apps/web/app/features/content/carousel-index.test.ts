import { describe, expect, it } from "vitest";
import { clampIndex, indexForKey, nextIndex, previousIndex } from "./carousel-index";

describe("carousel index", () => {
  it("wraps forwards and backwards", () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  it("stays at 0 for an empty list", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });

  it("keeps the index inside a list that shrank", () => {
    expect(clampIndex(4, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1, 3)).toBe(1);
  });

  it("maps arrow keys, Home and End", () => {
    expect(indexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(indexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(indexForKey("Home", 2, 3)).toBe(0);
    expect(indexForKey("End", 0, 3)).toBe(2);
    expect(indexForKey("Enter", 0, 3)).toBeNull();
  });
});
