import type { SessionLimit } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { endedByLimit, nextLimitsRead, sessionLimitEnd } from "./session-end";

const readAt = Date.parse("2026-05-01T10:00:00Z");
const limit = (period: SessionLimit["period"], remaining: number, resetsAt: string): SessionLimit => ({
  period,
  minutes: 120,
  used: 120 - remaining,
  remaining,
  resetsAt,
  pending: null,
});

describe("session-time limit end", () => {
  it("runs out `remaining` minutes after the limits were read", () => {
    const end = sessionLimitEnd([limit("daily", 30, "2026-05-01T22:00:00Z")], readAt);
    expect(end).toEqual({ at: readAt + 30 * 60_000, period: "daily", resetsAt: "2026-05-01T22:00:00Z" });
  });

  it("takes the earliest of several periods", () => {
    const end = sessionLimitEnd(
      [limit("daily", 50, "2026-05-01T22:00:00Z"), limit("weekly", 20, "2026-05-03T22:00:00Z")],
      readAt,
    );
    expect(end?.period).toBe("weekly");
  });

  it("ignores a limit whose window resets before it would run out", () => {
    expect(sessionLimitEnd([limit("daily", 90, "2026-05-01T11:00:00Z")], readAt)).toBeNull();
    expect(sessionLimitEnd([], readAt)).toBeNull();
  });

  it("puts a session that ends within the minute's rounding down to the limit", () => {
    const end = sessionLimitEnd([limit("daily", 30, "2026-05-01T22:00:00Z")], readAt);
    expect(endedByLimit(end, readAt + 29 * 60_000)).toBe(true);
    expect(endedByLimit(end, readAt + 31 * 60_000)).toBe(true);
    expect(endedByLimit(end, readAt + 10 * 60_000)).toBe(false);
    expect(endedByLimit(null, readAt)).toBe(false);
  });

  it("reads the limits again at the estimated end, or at a window's reset when that comes first", () => {
    const soon = Date.parse("2026-05-01T10:00:30Z");
    // A daily limit set half a minute before midnight (Amsterdam): the new day's allowance needs a new estimate.
    expect(nextLimitsRead([limit("daily", 1, "2026-05-01T10:00:30Z")], readAt, 2_000)).toBe(soon + 2_000);
    expect(nextLimitsRead([limit("daily", 30, "2026-05-01T22:00:00Z")], readAt, 2_000)).toBe(
      readAt + 30 * 60_000 + 2_000,
    );
    expect(nextLimitsRead([], readAt, 2_000)).toBeNull();
  });
});
