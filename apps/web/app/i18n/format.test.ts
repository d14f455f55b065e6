import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatWeekdays, formatWeekdayTime } from "./format";

describe("date formatting", () => {
  it("shows timestamps on the Amsterdam clock", () => {
    // 23:30 UTC in winter is 00:30 the next day in Amsterdam (UTC+1).
    // British English for the UK and Malta: day first and a 24-hour clock.
    expect(formatDateTime("2025-12-31T23:30:00Z", "en")).toBe("1 Jan 2026, 00:30");
    expect(formatDateTime("2025-12-31T23:30:00Z", "de")).toBe("01.01.2026, 00:30");
    // Summer time: UTC+2.
    expect(formatDateTime("2026-07-01T10:00:00Z", "de")).toBe("01.07.2026, 12:00");
  });
  it("shows calendar dates without shifting the day", () => {
    expect(formatCalendarDate("1990-05-17", "en")).toBe("17 May 1990");
    expect(formatCalendarDate("1990-05-17", "de")).toBe("17. Mai 1990");
    expect(formatCalendarDate("bad", "en")).toBe("bad");
  });
});

describe("weekdays", () => {
  it("names ISO weekdays in the page's language", () => {
    expect(formatWeekdays([5], "en")).toBe("Friday");
    expect(formatWeekdays([1, 5], "de")).toBe("Montag und Freitag");
    expect(formatWeekdays([1, 3, 7], "en")).toBe("Monday, Wednesday and Sunday");
  });
  it("shows a moment with its weekday on the Amsterdam clock, summer time included", () => {
    // 22:00 UTC on 2 April 2026 is Friday 00:00 in Amsterdam (UTC+2 since 29 March).
    expect(formatWeekdayTime("2026-04-02T22:00:00Z", "en")).toBe("Friday 3 April at 00:00");
    expect(formatWeekdayTime("2026-04-02T22:00:00Z", "de")).toBe("Freitag, 3. April um 00:00");
  });
});
