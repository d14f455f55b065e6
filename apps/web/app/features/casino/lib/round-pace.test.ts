import { describe, expect, it } from "vitest";
import { allowedStakes, FALLBACK_HOLD_MS, holdAfterRefusal, holdAfterRound } from "./round-pace";

describe("the player's pace between rounds", () => {
  it("holds the next real round for the rules' gap, and fun rounds not at all", () => {
    expect(holdAfterRound("real", 2_500)).toBe(2_500);
    expect(holdAfterRound("real", 5_000)).toBe(5_000);
    expect(holdAfterRound("real", null)).toBe(0);
    expect(holdAfterRound("fun", 5_000)).toBe(0);
  });

  it("after a refusal as too fast, waits until the time the server names, at most the gap", () => {
    const now = Date.parse("2026-11-18T10:00:00Z");
    expect(holdAfterRefusal("2026-11-18T10:00:01.200Z", 2_500, now)).toBe(1_200);
    expect(holdAfterRefusal("2026-11-18T10:01:00Z", 2_500, now)).toBe(2_500);
    expect(holdAfterRefusal("2026-11-18T09:59:00Z", 2_500, now)).toBe(0);
    expect(holdAfterRefusal(undefined, 5_000, now)).toBe(5_000);
    expect(holdAfterRefusal("soon", null, now)).toBe(FALLBACK_HOLD_MS);
  });
});

describe("the slot stakes offered", () => {
  const STAKES = [0.1, 0.2, 0.5, 1, 2, 5, 10];
  it("leaves out stakes above the rules' cap (Germany: 1 € a spin)", () => {
    expect(allowedStakes(STAKES, 1)).toEqual([0.1, 0.2, 0.5, 1]);
    expect(allowedStakes(STAKES, null)).toEqual(STAKES);
    expect(allowedStakes(STAKES, 0.05)).toEqual([0.1]);
  });
});
