import { SessionSummaryResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  call,
  fund,
  getLimits,
  LONG_SESSIONS,
  newPlayer,
  putLimits,
  refusal,
  stake,
  win,
} from "./limits.test-support";

// Wagering and loss limits through checkStake, with bet and win transfers as the casino and sportsbook will make
// them. Thursday 19 Nov 2026, 15:00 in Amsterdam.
const clock = new ManualClock(new Date("2026-11-19T14:00:00Z"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...LONG_SESSIONS, JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

describe("wagering limits", () => {
  it("counts stakes in the window and refuses the one that would pass the limit", async () => {
    const p = await newPlayer(t);
    await fund(t, p.userId, 100_00n);
    await putLimits(t, p, { wageringLimits: [{ period: "daily", amount: 50 }] });
    await stake(t, p.userId, 30_00n);
    await win(t, p.userId, 40_00n); // wins do not give wagering room back
    await stake(t, p.userId, 20_00n);
    const refused = await refusal(stake(t, p.userId, 1n));
    expect(refused).toMatchObject({
      code: "WAGERING_LIMIT",
      status: 403,
      details: { remaining: 0, resetsAt: "2026-11-19T23:00:00.000Z" },
    });
    expect(refused.message).toContain("0.00 EUR more");
    // The refused stake moved nothing.
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(90_00n);
    expect((await getLimits(t, p)).wageringLimits[0]).toMatchObject({ used: 50, remaining: 0 });
    clock.set("2026-11-19T23:00:00Z");
    await stake(t, p.userId, 10_00n);
  });
});

describe("loss limits", () => {
  it("counts stakes minus wins and refuses a stake that could lose more than is left", async () => {
    clock.set("2026-11-20T09:00:00Z");
    const p = await newPlayer(t);
    await fund(t, p.userId, 200_00n);
    await putLimits(t, p, { lossLimits: [{ period: "weekly", amount: 30 }] });
    await stake(t, p.userId, 20_00n);
    await win(t, p.userId, 15_00n);
    expect((await getLimits(t, p)).lossLimits[0]).toMatchObject({ used: 5, remaining: 25 });
    await stake(t, p.userId, 25_00n); // loss so far 5 + 25 = 30: exactly the limit
    expect(await refusal(stake(t, p.userId, 1n))).toMatchObject({
      code: "LOSS_LIMIT",
      details: { period: "weekly", remaining: 0, resetsAt: "2026-11-22T23:00:00.000Z" },
    });
    await win(t, p.userId, 10_00n);
    await stake(t, p.userId, 10_00n);
    expect(await refusal(stake(t, p.userId, 1n))).toMatchObject({ code: "LOSS_LIMIT" });
  });

  it("shows a net winner 0 used, and the lower of a wagering and a loss limit binds", async () => {
    const p = await newPlayer(t);
    await fund(t, p.userId, 100_00n);
    await putLimits(t, p, { lossLimits: [{ period: "daily", amount: 40 }] });
    await putLimits(t, p, { wageringLimits: [{ period: "daily", amount: 25 }] });
    await stake(t, p.userId, 10_00n);
    await win(t, p.userId, 50_00n);
    const limits = await getLimits(t, p);
    expect(limits.lossLimits[0]).toMatchObject({ used: 0, remaining: 40 });
    expect(await refusal(stake(t, p.userId, 16_00n))).toMatchObject({
      code: "WAGERING_LIMIT",
      details: { remaining: 15 },
    });
  });
});

describe("GET /api/user/limits/sessionSummary", () => {
  it("sums this session's stakes and wins since its login time", async () => {
    const p = await newPlayer(t);
    await fund(t, p.userId, 100_00n);
    // Play before this session does not count.
    await stake(t, p.userId, 5_00n);
    clock.advance(60_000);
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    const loginTime = clock.now().toISOString();
    clock.advance(1000);
    await stake(t, p.userId, 12_50n);
    await win(t, p.userId, 3_25n);
    await stake(t, p.userId, 2_00n);
    clock.advance(95 * 60_000);
    const response = await call(t, "GET", "/api/user/limits/sessionSummary", { "x-session-id": token });
    expect(response.statusCode, response.body).toBe(200);
    expect(SessionSummaryResponse.parse(response.json())).toEqual({
      loginTime,
      minutesLoggedIn: 95,
      staked: 14.5,
      won: 3.25,
      net: -11.25,
      currency: "EUR",
    });
    expect((await call(t, "GET", "/api/user/limits/sessionSummary")).statusCode).toBe(401);
  });
});
