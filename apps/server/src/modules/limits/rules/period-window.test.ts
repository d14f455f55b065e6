import { describe, expect, it } from "vitest";
import { addSpan, periodWindow } from "./period-window";

const at = (iso: string) => new Date(iso);
const window = (period: "daily" | "weekly" | "monthly", iso: string) => {
  const w = periodWindow(period, at(iso));
  return { start: w.start.toISOString(), end: w.end.toISOString() };
};

describe("periodWindow (Europe/Amsterdam)", () => {
  it("runs a day from local midnight to local midnight, in winter and in summer", () => {
    expect(window("daily", "2026-11-18T10:00:00Z")).toEqual({
      start: "2026-11-17T23:00:00.000Z",
      end: "2026-11-18T23:00:00.000Z",
    });
    expect(window("daily", "2026-07-10T12:00:00Z")).toEqual({
      start: "2026-07-09T22:00:00.000Z",
      end: "2026-07-10T22:00:00.000Z",
    });
  });

  it("switches exactly at local midnight", () => {
    expect(window("daily", "2026-11-18T22:59:59.999Z").end).toBe("2026-11-18T23:00:00.000Z");
    expect(window("daily", "2026-11-18T23:00:00.000Z").start).toBe("2026-11-18T23:00:00.000Z");
  });

  it("has 23- and 25-hour days when the clocks change", () => {
    const spring = periodWindow("daily", at("2026-03-29T12:00:00Z"));
    expect(spring.start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = periodWindow("daily", at("2026-10-25T12:00:00Z"));
    expect(autumn.start.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it("starts a week on Monday 00:00, Sunday evening included in the old week", () => {
    // 2026-11-22 is a Sunday.
    expect(window("weekly", "2026-11-22T22:59:59Z")).toEqual({
      start: "2026-11-15T23:00:00.000Z",
      end: "2026-11-22T23:00:00.000Z",
    });
    expect(window("weekly", "2026-11-22T23:00:00Z").start).toBe("2026-11-22T23:00:00.000Z");
    expect(window("weekly", "2026-11-16T00:00:00Z").start).toBe("2026-11-15T23:00:00.000Z");
  });

  it("gives the DST week 167 hours and keeps Monday midnight local", () => {
    const w = periodWindow("weekly", at("2026-03-27T08:00:00Z"));
    expect(w.start.toISOString()).toBe("2026-03-22T23:00:00.000Z");
    expect(w.end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(w.end.getTime() - w.start.getTime()).toBe(167 * 3_600_000);
  });

  it("runs a month from the 1st 00:00, across the year end and DST", () => {
    expect(window("monthly", "2026-11-18T10:00:00Z")).toEqual({
      start: "2026-10-31T23:00:00.000Z",
      end: "2026-11-30T23:00:00.000Z",
    });
    expect(window("monthly", "2026-12-31T22:59:59Z").end).toBe("2026-12-31T23:00:00.000Z");
    expect(window("monthly", "2026-12-31T23:00:00Z").start).toBe("2026-12-31T23:00:00.000Z");
    expect(window("monthly", "2026-03-15T10:00:00Z")).toEqual({
      start: "2026-02-28T23:00:00.000Z",
      end: "2026-03-31T22:00:00.000Z",
    });
  });
});

describe("addSpan", () => {
  it("adds hours exactly", () => {
    expect(addSpan(at("2026-03-28T12:00:00Z"), { hours: 24 }).toISOString()).toBe("2026-03-29T12:00:00.000Z");
  });

  it("adds calendar days on the local clock across a DST change", () => {
    // 20:00 CET + 7 days = 20:00 CEST.
    expect(addSpan(at("2026-03-25T19:00:00Z"), { days: 7 }).toISOString()).toBe("2026-04-01T18:00:00.000Z");
  });

  it("adds months, ending on the last day of a shorter month", () => {
    expect(addSpan(at("2027-01-31T11:00:00Z"), { months: 1 }).toISOString()).toBe("2027-02-28T11:00:00.000Z");
    expect(addSpan(at("2026-11-18T10:00:00Z"), { months: 6 }).toISOString()).toBe("2027-05-18T09:00:00.000Z");
    expect(addSpan(at("2026-11-18T10:00:00Z"), { months: 60 }).toISOString()).toBe(
      "2031-11-18T10:00:00.000Z",
    );
  });
});
