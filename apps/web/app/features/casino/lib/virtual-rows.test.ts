import { describe, expect, it } from "vitest";
import { rowPadding } from "./virtual-rows";

describe("rowPadding", () => {
  it("keeps the grid as tall as all its rows", () => {
    const range = { start: 398, end: 407 };
    const pad = rowPadding(range, 834, 200);
    expect(pad.top + (range.end - range.start) * 200 + pad.bottom).toBe(834 * 200);
  });
});
