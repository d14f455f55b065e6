import { afterEach, describe, expect, it } from "vitest";
import { addDays, amsterdamDayStart, amsterdamToday } from "./get-banking-history";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("Amsterdam calendar days", () => {
  it("starts a winter day at 23:00 UTC and a summer day at 22:00 UTC the day before", () => {
    expect(amsterdamDayStart("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(amsterdamDayStart("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST. Midnight is still CET, and the day has 23 hours.
    expect(amsterdamDayStart("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(amsterdamDayStart("2026-03-30")).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: 03:00 CEST falls back to 02:00 CET. Midnight is still CEST, and the day has 25 hours.
    expect(amsterdamDayStart("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(amsterdamDayStart("2026-10-26")).toBe("2026-10-25T23:00:00.000Z");
  });

  it("does not depend on the browser's own time zone", () => {
    for (const tz of ["America/New_York", "Asia/Tokyo", "Pacific/Kiritimati", "UTC"]) {
      process.env.TZ = tz;
      expect(amsterdamDayStart("2026-01-15"), tz).toBe("2026-01-14T23:00:00.000Z");
      expect(amsterdamDayStart("2026-03-29"), tz).toBe("2026-03-28T23:00:00.000Z");
    }
  });

  it("knows today's Amsterdam date and moves dates by calendar days", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam.
    expect(amsterdamToday(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(amsterdamToday(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
