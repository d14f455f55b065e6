import { describe, expect, it } from "vitest";
import { calendarDate, localParts, zonedInstant } from "./calendar";

describe("the calendar of a time zone", () => {
  it("names Amsterdam's midnights across both clock changes", () => {
    // Summer time ends on 25 October 2026 and starts on 29 March 2026.
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 10, day: 26 }).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 3, day: 29 }).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(zonedInstant({ year: 2026, month: 3, day: 30 }).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // Day 32 of October is 1 November.
    expect(zonedInstant({ year: 2026, month: 10, day: 32 }).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    // Either side of the October change at 01:00 UTC, and the March one.
    expect(zonedInstant({ year: 2026, month: 10, day: 25, hour: 1 }).toISOString()).toBe(
      "2026-10-24T23:00:00.000Z",
    );
    expect(zonedInstant({ year: 2026, month: 10, day: 25, hour: 4 }).toISOString()).toBe(
      "2026-10-25T03:00:00.000Z",
    );
    expect(zonedInstant({ year: 2026, month: 3, day: 29, hour: 3 }).toISOString()).toBe(
      "2026-03-29T01:00:00.000Z",
    );
  });

  it("keeps each time zone's own answer when several are asked in turn", () => {
    const instant = new Date("2026-11-27T03:30:00Z");
    for (let i = 0; i < 2; i++) {
      expect(calendarDate(instant)).toBe("2026-11-27");
      expect(calendarDate(instant, "America/Toronto")).toBe("2026-11-26");
      expect(localParts(instant).hour).toBe(4);
      expect(localParts(instant, "America/Toronto").hour).toBe(22);
      expect(zonedInstant({ year: 2026, month: 11, day: 27 }, "America/Toronto").toISOString()).toBe(
        "2026-11-27T05:00:00.000Z",
      );
      expect(zonedInstant({ year: 2026, month: 11, day: 27 }).toISOString()).toBe("2026-11-26T23:00:00.000Z");
    }
  });
  it("names an instant with exactly the wall time asked, through a year and minute by minute around clock changes", () => {
    // Lord Howe Island moves its clocks by half an hour, Kathmandu is 5:45 ahead, Amsterdam changes at 01:00 UTC.
    const changes: Record<string, string[]> = {
      "Europe/Amsterdam": ["2026-03-29", "2026-10-25"],
      "Australia/Lord_Howe": ["2026-04-04", "2026-10-03"],
      "Asia/Kathmandu": [],
      "America/Toronto": ["2026-03-08", "2026-11-01"],
    };
    const named = (ms: number, zone: string) => {
      const wall = localParts(new Date(ms), zone);
      expect(localParts(zonedInstant(wall, zone), zone), `${zone} ${new Date(ms).toISOString()}`).toEqual(
        wall,
      );
    };
    for (const [zone, days] of Object.entries(changes)) {
      const year = Date.UTC(2026, 0, 1);
      for (let ms = year; ms < year + 365 * 86_400_000; ms += 5 * 3_600_000 + 7 * 60_000) named(ms, zone);
      for (const day of days) {
        const from = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let ms = from; ms < from + 3 * 86_400_000; ms += 7 * 60_000 + 13_000) named(ms, zone);
      }
    }
  });
});
