import { describe, expect, it } from "vitest";
import { addDays, amsterdamDay, formatKickoff, relativeDay, upcomingDays } from "./dates";

describe("sportsbook dates", () => {
  it("files an event under its Amsterdam day, not UTC's", () => {
    // 23:30 UTC on 30 April is 01:30 on 1 May in Amsterdam (summer time).
    expect(amsterdamDay("2026-04-30T23:30:00Z")).toBe("2026-05-01");
    expect(amsterdamDay("2026-01-15T22:59:00Z")).toBe("2026-01-15");
  });

  it("shows kick-off on the Amsterdam clock", () => {
    expect(formatKickoff("2026-04-30T18:45:00Z", "de")).toBe("20:45");
  });

  it("lists the filter's days from today and names today and tomorrow", () => {
    const now = new Date("2026-03-28T23:30:00Z"); // already the 29th in Amsterdam
    expect(upcomingDays(now, 3)).toEqual(["2026-03-29", "2026-03-30", "2026-03-31"]);
    expect(relativeDay("2026-03-29", now)).toBe("today");
    expect(relativeDay("2026-03-30", now)).toBe("tomorrow");
    expect(relativeDay(addDays("2026-03-29", 2), now)).toBeNull();
  });
});
