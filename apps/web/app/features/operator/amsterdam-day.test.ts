import { describe, expect, it } from "vitest";
import { amsterdamDay, amsterdamMidnight, isDay, nextDay } from "./amsterdam-day";

describe("days on the Amsterdam clock", () => {
  it("starts a winter day at 23:00 UTC and a summer day at 22:00 UTC the day before", () => {
    expect(amsterdamMidnight("2026-01-15")).toBe("2026-01-14T23:00:00.000Z");
    expect(amsterdamMidnight("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
  });

  it("is right on the days the clocks change (29 March and 25 October 2026)", () => {
    expect(amsterdamMidnight("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(amsterdamMidnight("2026-03-30")).toBe("2026-03-29T22:00:00.000Z");
    expect(amsterdamMidnight("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(amsterdamMidnight("2026-10-26")).toBe("2026-10-25T23:00:00.000Z");
  });

  it("names the Amsterdam day of an instant, not the UTC one", () => {
    expect(amsterdamDay("2026-06-30T22:00:00Z")).toBe("2026-07-01");
    expect(amsterdamDay("2026-06-30T21:59:59.999Z")).toBe("2026-06-30");
    expect(amsterdamDay(amsterdamMidnight("2026-03-29"))).toBe("2026-03-29");
  });

  it("steps to the next day over month and year ends", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("accepts only real days written YYYY-MM-DD", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-2-3")).toBe(false);
    expect(isDay("")).toBe(false);
  });
});
