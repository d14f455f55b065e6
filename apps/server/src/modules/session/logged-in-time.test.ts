import { describe, expect, it } from "vitest";
import { unionLength } from "./session.service";

// Session-time limits count logged-in time over all devices: sessions that overlap count once.
describe("unionLength", () => {
  it("adds spans and counts overlaps once", () => {
    expect(unionLength([])).toBe(0);
    expect(
      unionLength([
        { start: 0, end: 10 },
        { start: 5, end: 15 },
        { start: 20, end: 25 },
        { start: 21, end: 22 },
        { start: 30, end: 30 },
      ]),
    ).toBe(20);
  });
});
