import { ErrorResponse, LimitsResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  call,
  DAY,
  getLimits,
  LONG_SESSIONS,
  newPlayer,
  paidDeposit,
  putLimits,
  startDeposit,
} from "../limits.test-support";

// UKGC RTS 12 on the HTTP API: decreases at once, increases and removals after 24 hours, the lowest period binds,
// windows reset at Europe/Amsterdam boundaries. Wednesday 18 Nov 2026, 11:00 in Amsterdam.
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...LONG_SESSIONS, JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const dailyDeposit = async (p: Awaited<ReturnType<typeof newPlayer>>) =>
  LimitsResponse.parse(await getLimits(t, p)).depositLimits.find((l) => l.period === "daily");

describe("GET /api/user/limits", () => {
  it("shows no limits for a new player, and needs a session", async () => {
    const p = await newPlayer(t);
    expect(LimitsResponse.parse(await getLimits(t, p))).toEqual({
      depositLimits: [],
      wageringLimits: [],
      lossLimits: [],
      sessionLimits: [],
      coolOff: null,
      selfExclusion: null,
      currency: "EUR",
      promptForLimit: false,
      depositLimitRequired: false,
      maxMonthlyDepositLimit: null,
    });
    expect((await call(t, "GET", "/api/user/limits")).statusCode).toBe(401);
  });

  it("shows each player only their own limits", async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    await putLimits(t, a, { depositLimits: [{ period: "daily", amount: 40 }] });
    expect((await getLimits(t, b)).depositLimits).toEqual([]);
    expect((await getLimits(t, a)).depositLimits).toHaveLength(1);
  });
});

describe("setting limits", () => {
  it("applies a new limit at once, with usage, remaining and the reset time", async () => {
    const p = await newPlayer(t);
    const put = await putLimits(t, p, {
      depositLimits: [{ period: "daily", amount: "50.50", currency: "EUR" }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await startDeposit(t, p, 20)).statusCode).toBe(200);
    expect(await dailyDeposit(p)).toEqual({
      period: "daily",
      amount: 50.5,
      currency: "EUR",
      used: 20,
      remaining: 30.5,
      resetsAt: "2026-11-18T23:00:00.000Z",
      pending: null,
    });
    const refused = await startDeposit(t, p, 31);
    expect(refused.statusCode).toBe(403);
    const body = ErrorResponse.parse(refused.json());
    expect(body.code).toBe("DEPOSIT_LIMIT");
    expect(body.message).toContain("30.50 EUR");
    expect(body.message).toContain("2026-11-19 00:00");
    expect(body.details).toMatchObject({
      remaining: 30.5,
      resetsAt: "2026-11-18T23:00:00.000Z",
      period: "daily",
    });
    expect((await startDeposit(t, p, 30.5)).statusCode).toBe(200);
  });

  it("applies a decrease at once", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, { depositLimits: [{ period: "daily", amount: 100 }] });
    await putLimits(t, p, { depositLimits: [{ period: "daily", amount: 10 }] });
    expect(await dailyDeposit(p)).toMatchObject({ amount: 10, pending: null });
    expect((await startDeposit(t, p, 11)).json().code).toBe("DEPOSIT_LIMIT");
  });

  it("makes an increase wait 24 hours: not live at 24 h − 1 s, live at 24 h", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, { depositLimits: [{ period: "weekly", amount: 10 }] });
    const asked = clock.now().getTime();
    const put = await putLimits(t, p, { depositLimits: [{ period: "weekly", amount: 60 }] });
    const weekly = put.json().depositLimits[0];
    expect(weekly).toMatchObject({
      amount: 10,
      pending: { amount: 60, effectiveAt: new Date(asked + DAY).toISOString() },
    });
    // Asking again does not restart the 24 hours.
    clock.advance(3_600_000);
    await putLimits(t, p, { depositLimits: [{ period: "weekly", amount: 60 }] });
    clock.set(new Date(asked + DAY - 1000));
    expect((await startDeposit(t, p, 20)).json().code).toBe("DEPOSIT_LIMIT");
    expect((await getLimits(t, p)).depositLimits[0]).toMatchObject({ amount: 10, pending: { amount: 60 } });
    clock.set(new Date(asked + DAY));
    expect((await startDeposit(t, p, 20)).statusCode).toBe(200);
    expect((await getLimits(t, p)).depositLimits[0]).toMatchObject({ amount: 60, pending: null, used: 20 });
  });

  it("cancels a pending increase when the player lowers the limit again", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, { wageringLimits: [{ period: "daily", amount: 10 }] });
    await putLimits(t, p, { wageringLimits: [{ period: "daily", amount: 500 }] });
    await putLimits(t, p, { wageringLimits: [{ period: "daily", amount: 8 }] });
    clock.advance(DAY + 1000);
    expect((await getLimits(t, p)).wageringLimits[0]).toMatchObject({ amount: 8, pending: null });
  });

  it("makes a removal wait 24 hours too", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, {
      depositLimits: [
        { period: "daily", amount: 10 },
        { period: "monthly", amount: 90 },
      ],
    });
    const asked = clock.now().getTime();
    const removed = await call(t, "DELETE", "/api/user/limits/deposit?periods=daily", p.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().depositLimits[0]).toMatchObject({ period: "daily", pending: { amount: null } });
    clock.set(new Date(asked + DAY - 1000));
    expect((await startDeposit(t, p, 15)).json().code).toBe("DEPOSIT_LIMIT");
    clock.set(new Date(asked + DAY));
    expect((await startDeposit(t, p, 15)).statusCode).toBe(200);
    const after = await getLimits(t, p);
    expect(after.depositLimits.map((l: { period: string }) => l.period)).toEqual(["monthly"]);
  });

  it("accepts the body keys as type names and removes every period without ?periods", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, {
      lossLimits: [
        { period: "daily", amount: 5 },
        { period: "weekly", amount: 9 },
      ],
    });
    const removed = await call(t, "DELETE", "/api/user/limits/lossLimits", p.headers);
    expect(removed.json().lossLimits.every((l: { pending: unknown }) => l.pending !== null)).toBe(true);
    expect((await call(t, "DELETE", "/api/user/limits/bogus", p.headers)).statusCode).toBe(404);
  });

  it("applies the lowest limit across periods, each against its own window", async () => {
    const p = await newPlayer(t);
    await putLimits(t, p, {
      depositLimits: [
        { period: "daily", amount: 100 },
        { period: "weekly", amount: 50 },
        { period: "monthly", amount: 500 },
      ],
    });
    const refused = await startDeposit(t, p, 60);
    expect(refused.json()).toMatchObject({
      code: "DEPOSIT_LIMIT",
      details: { period: "weekly", remaining: 50 },
    });
    expect((await startDeposit(t, p, 50)).statusCode).toBe(200);
  });

  it("refuses a body with two settings, a bad amount, a foreign currency and a bad session limit", async () => {
    const p = await newPlayer(t);
    const bad = [
      { depositLimits: [{ period: "daily", amount: 5 }], lossLimits: [{ period: "daily", amount: 5 }] },
      {},
      { depositLimits: [{ period: "daily", amount: "1.005" }] },
      { depositLimits: [{ period: "daily", amount: -1 }] },
      {
        depositLimits: [
          { period: "daily", amount: 5 },
          { period: "daily", amount: 6 },
        ],
      },
      { depositLimits: [{ period: "hourly", amount: 5 }] },
      { depositLimits: [{ period: "daily", amount: 5 }], period: "weekly" },
      { sessionLimit: 60 },
      { sessionLimit: 2000, sessionLimitUnit: "minute" },
    ];
    for (const body of bad) {
      const response = await putLimits(t, p, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = await putLimits(t, p, {
      depositLimits: [{ period: "daily", amount: 5, currency: "GBP" }],
    });
    expect(foreign.json().code).toBe("CURRENCY_MISMATCH");
    expect((await getLimits(t, p)).depositLimits).toEqual([]);
  });
});

describe("windows reset at Amsterdam boundaries", () => {
  it("gives a fresh daily allowance at local midnight", async () => {
    clock.set("2026-11-18T22:30:00Z"); // 23:30 in Amsterdam
    const p = await newPlayer(t);
    await putLimits(t, p, { depositLimits: [{ period: "daily", amount: 20 }] });
    expect((await paidDeposit(t, p, 20)).statusCode).toBe(200);
    clock.set("2026-11-18T22:59:59Z");
    expect((await startDeposit(t, p, 5)).json().code).toBe("DEPOSIT_LIMIT");
    clock.set("2026-11-18T23:00:00Z");
    expect((await startDeposit(t, p, 5)).statusCode).toBe(200);
    expect(await dailyDeposit(p)).toMatchObject({ used: 5, resetsAt: "2026-11-19T23:00:00.000Z" });
  });

  it("resets a weekly limit on Monday 00:00 local time in the week the clocks go forward", async () => {
    clock.set("2026-03-23T08:00:00Z"); // Monday 23 March, CET
    const p = await newPlayer(t);
    await putLimits(t, p, { depositLimits: [{ period: "weekly", amount: 25 }] });
    expect((await paidDeposit(t, p, 25)).statusCode).toBe(200);
    // Sunday 29 March, 23:59:59 CEST: still the same week.
    clock.set("2026-03-29T21:59:59Z");
    const refused = await startDeposit(t, p, 5);
    expect(refused.json()).toMatchObject({
      code: "DEPOSIT_LIMIT",
      details: { resetsAt: "2026-03-29T22:00:00.000Z" },
    });
    clock.set("2026-03-29T22:00:00Z");
    expect((await startDeposit(t, p, 5)).statusCode).toBe(200);
  });

  it("resets a monthly limit on the 1st at 00:00 local time", async () => {
    clock.set("2026-11-30T22:00:00Z");
    const p = await newPlayer(t);
    await putLimits(t, p, { depositLimits: [{ period: "monthly", amount: 10 }] });
    expect((await paidDeposit(t, p, 10)).statusCode).toBe(200);
    clock.set("2026-11-30T22:59:59Z");
    expect((await startDeposit(t, p, 5)).statusCode).toBe(403);
    clock.set("2026-11-30T23:00:00Z");
    expect((await startDeposit(t, p, 5)).statusCode).toBe(200);
  });
});
