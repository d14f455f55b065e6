import { BalanceWarningResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { call, DAY, LONG_SESSIONS, newPlayer, type Player } from "./limits.test-support";

// The balance warning's snooze, remembered per player on the server
// (docs/product/responsible-gambling.md#balance-warning).
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...LONG_SESSIONS, JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const URL = "/api/user/preferences/balanceWarning";
const read = async (p: Player) => BalanceWarningResponse.parse((await call(t, "GET", URL, p.headers)).json());
const send = (p: Player, body: unknown) => call(t, "PUT", URL, p.headers, body);

describe("balance warning preferences", () => {
  it("starts enabled and not snoozed, with the threshold of 5", async () => {
    const p = await newPlayer(t);
    expect(await read(p)).toEqual({ enabled: true, snoozedUntil: null, threshold: 5 });
    expect((await call(t, "GET", URL)).statusCode).toBe(401);
  });

  it("snoozes 1 day after close or deposit and 7 days after do-not-display", async () => {
    const p = await newPlayer(t);
    const start = clock.now().getTime();
    for (const [action, days] of [
      ["close", 1],
      ["deposit", 1],
      ["doNotDisplay", 7],
    ] as const) {
      clock.set(new Date(start));
      const response = await send(p, { action });
      expect(response.statusCode, response.body).toBe(200);
      const until = new Date(start + days * DAY).toISOString();
      expect(response.json().snoozedUntil).toBe(until);
      clock.set(new Date(start + days * DAY - 1000));
      expect((await read(p)).snoozedUntil).toBe(until);
      clock.set(new Date(start + days * DAY));
      expect((await read(p)).snoozedUntil).toBeNull();
    }
  });

  it("switches off and on, per player", async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    expect((await send(p, { enabled: false })).json()).toMatchObject({ enabled: false });
    expect((await read(other)).enabled).toBe(true);
    expect((await send(p, { enabled: true })).json()).toMatchObject({ enabled: true });
  });

  it("wants exactly one of action and enabled", async () => {
    const p = await newPlayer(t);
    for (const body of [{}, { action: "close", enabled: true }, { action: "later" }]) {
      expect((await send(p, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
