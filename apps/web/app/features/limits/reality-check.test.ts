import { describe, expect, it } from "vitest";
import {
  fullHoursLoggedIn,
  loggedInDuration,
  nextRealityCheckAt,
  REALITY_CHECK_RETRY_MS,
  realityCheckDelay,
} from "./reality-check";

const HOUR = 3_600_000;
const login = Date.parse("2026-03-29T00:30:00Z");

describe("reality check scheduling", () => {
  it("falls due at each full hour counted from the login time, not from page load", () => {
    expect(nextRealityCheckAt(login, login)).toBe(login + HOUR);
    expect(nextRealityCheckAt(login, login + 1)).toBe(login + HOUR);
    expect(nextRealityCheckAt(login, login + 90 * 60_000)).toBe(login + 2 * HOUR);
    // A page opened 5 h 59 min after login waits one minute, not an hour.
    expect(nextRealityCheckAt(login, login + 5 * HOUR + 59 * 60_000)).toBe(login + 6 * HOUR);
  });

  it("moves on to the next hour once a check has fired exactly on time", () => {
    expect(nextRealityCheckAt(login, login + HOUR)).toBe(login + 2 * HOUR);
  });

  it("does not drift when a timer fires late", () => {
    // Fired 7 minutes late after the 3rd hour: the next one is still at 4 h, not 4 h 7 min.
    expect(nextRealityCheckAt(login, login + 3 * HOUR + 7 * 60_000)).toBe(login + 4 * HOUR);
    expect(fullHoursLoggedIn(new Date(login).toISOString(), login + 3 * HOUR + 7 * 60_000)).toBe(3);
  });

  it("keeps counting real time across a daylight-saving change (the clock moved forward at 01:00 UTC)", () => {
    expect(nextRealityCheckAt(login, login + 2 * HOUR + 1)).toBe(login + 3 * HOUR);
  });

  it("waits a full hour when the device clock is behind the login time", () => {
    expect(nextRealityCheckAt(login, login - 5_000)).toBe(login + HOUR);
  });

  it("retries every 10 seconds without a session", () => {
    expect(realityCheckDelay(null, login)).toBe(REALITY_CHECK_RETRY_MS);
    expect(realityCheckDelay("not a date", login)).toBe(REALITY_CHECK_RETRY_MS);
    expect(realityCheckDelay(new Date(login).toISOString(), login + 45 * 60_000)).toBe(15 * 60_000);
  });
});

describe("reality check wording", () => {
  // docs/product/responsible-gambling.md#reality-check
  it("says minutes under 6 hours and hours from 6 hours on", () => {
    expect(loggedInDuration(60)).toEqual({ unit: "minutes", count: 60 });
    expect(loggedInDuration(300)).toEqual({ unit: "minutes", count: 300 });
    expect(loggedInDuration(359)).toEqual({ unit: "minutes", count: 359 });
    expect(loggedInDuration(360)).toEqual({ unit: "hours", count: 6 });
    expect(loggedInDuration(479)).toEqual({ unit: "hours", count: 7 });
  });
});
