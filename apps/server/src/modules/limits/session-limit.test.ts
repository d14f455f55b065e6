import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { login, RELAXED_LIMITS, sessionOf } from "../../test/players";
import { call, getLimits, putLimits, registeredPlayer } from "./limits.test-support";

// Session-time limits: logged-in minutes per Amsterdam window, all devices together. Wednesday 18 Nov 2026.
const clock = new ManualClock(new Date("2026-11-18T09:00:00Z"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const balance = (headers: Record<string, string>) => call(t, "GET", "/api/user/balance", headers);

describe("session limits", () => {
  it("ends the session when the time is used up and refuses login until the window resets", async () => {
    const p = await registeredPlayer(t);
    const put = await putLimits(t, p, { sessionLimit: 30, sessionLimitUnit: "minute" });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().sessionLimits).toEqual([
      {
        period: "daily",
        minutes: 30,
        used: 0,
        remaining: 30,
        resetsAt: "2026-11-18T23:00:00.000Z",
        pending: null,
      },
    ]);
    for (let i = 0; i < 2; i++) {
      clock.advance(14 * MINUTE);
      expect((await balance(p.headers)).statusCode).toBe(200);
    }
    expect((await getLimits(t, p)).sessionLimits[0]).toMatchObject({ used: 28, remaining: 2 });
    clock.advance(2 * MINUTE);
    expect((await balance(p.headers)).statusCode).toBe(401);

    const refused = await login(t.app, p.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "SESSION_LIMIT",
      details: { remaining: 0, resetsAt: "2026-11-18T23:00:00.000Z", period: "daily", limit: 30 },
    });
    expect(refused.json().message).toContain("2026-11-19 00:00");

    clock.set("2026-11-18T22:59:59Z");
    expect((await login(t.app, p.username)).statusCode).toBe(403);
    clock.set("2026-11-18T23:00:00Z");
    expect((await login(t.app, p.username)).statusCode).toBe(200);
  });

  it("counts two devices logged in at once only once", async () => {
    clock.set("2026-11-20T09:00:00Z");
    const p = await registeredPlayer(t);
    await putLimits(t, p, { sessionLimit: 60, sessionLimitUnit: "minute", period: "weekly" });
    clock.advance(10 * MINUTE);
    const second = { "x-session-id": await sessionOf(t.app, p.username) };
    clock.advance(20 * MINUTE);
    expect((await balance(second)).statusCode).toBe(200);
    expect((await getLimits(t, p)).sessionLimits[0]).toMatchObject({
      period: "weekly",
      used: 30,
      remaining: 30,
    });
  });

  it("applies a lowered limit at once to a session already running", async () => {
    clock.set("2026-11-21T09:00:00Z");
    const p = await registeredPlayer(t);
    await putLimits(t, p, { sessionLimit: 120, sessionLimitUnit: "minute" });
    clock.advance(25 * MINUTE);
    expect((await balance(p.headers)).statusCode).toBe(200);
    await putLimits(t, p, { sessionLimit: 20, sessionLimitUnit: "minute" });
    expect((await balance(p.headers)).statusCode).toBe(401);
  });
});
