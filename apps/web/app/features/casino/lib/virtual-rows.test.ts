import { describe, expect, it } from "vitest";
import { rowPadding, visibleRows } from "./virtual-rows";

const base = { viewport: 900, gridTop: 600, rowHeight: 200, rows: 834, overscan: 2 };

describe("visibleRows", () => {
  it("renders the first rows only while the grid is below the fold", () => {
    expect(visibleRows({ ...base, scrollY: 0 })).toEqual({ start: 0, end: 4 });
  });

  it("renders a window's worth of rows around the middle of 5,000 games, whatever the total", () => {
    const range = visibleRows({ ...base, scrollY: 600 + 200 * 400 });
    expect(range).toEqual({ start: 398, end: 407 });
    expect(range.end - range.start).toBeLessThan(12);
  });

  it("stops at the last row and never goes negative", () => {
    expect(visibleRows({ ...base, scrollY: 10_000_000 })).toEqual({ start: 834, end: 834 });
    expect(visibleRows({ ...base, rows: 3, scrollY: 0 })).toEqual({ start: 0, end: 3 });
    expect(visibleRows({ ...base, rows: 0, scrollY: 0 })).toEqual({ start: 0, end: 0 });
  });

  it("renders everything until a row has been measured", () => {
    expect(visibleRows({ ...base, rowHeight: 0, scrollY: 0 })).toEqual({ start: 0, end: 834 });
  });
});

describe("rowPadding", () => {
  it("keeps the grid as tall as all its rows", () => {
    const range = { start: 398, end: 407 };
    const pad = rowPadding(range, 834, 200);
    expect(pad.top + (range.end - range.start) * 200 + pad.bottom).toBe(834 * 200);
  });
});
