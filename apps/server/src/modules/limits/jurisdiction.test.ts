import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { login, RELAXED_LIMITS } from "../../test/players";
import {
  call,
  getLimits,
  LONG_SESSIONS,
  newPlayer,
  putLimits,
  refusal,
  registeredPlayer,
  startDeposit,
} from "./limits.test-support";
import { localNationalRegister } from "./national-register";

// The jurisdiction profiles (JURISDICTION=de|uk|ro); sources in docs/decisions.md.
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
const apps: Record<"de" | "uk" | "ro" | "default", TestApp> = {} as never;

beforeAll(async () => {
  for (const jurisdiction of ["de", "uk", "ro", "default"] as const) {
    apps[jurisdiction] = await createTestApp({
      clock,
      env: { ...RELAXED_LIMITS, ...LONG_SESSIONS, JOBS_POLL_MS: "0", JURISDICTION: jurisdiction },
    });
  }
});
afterAll(() => Promise.all(Object.values(apps).map((t) => t.close())));

const round = (
  t: TestApp,
  userId: string,
  r: Partial<{ autoplay: boolean; stake: bigint; gameType: string }>,
) => t.app.services.limits.checkRound(userId, { autoplay: false, stake: 100n, gameType: "slot", ...r });

describe("de (GlüStV 2021)", () => {
  it("refuses deposits until a monthly deposit limit of at most 1,000 EUR exists, and keeps it", async () => {
    const t = apps.de;
    const p = await newPlayer(t);
    expect(await getLimits(t, p)).toMatchObject({ depositLimitRequired: true, maxMonthlyDepositLimit: 1000 });
    const refused = await startDeposit(t, p, 10);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "DEPOSIT_LIMIT_REQUIRED",
      details: { maxMonthlyDepositLimit: 1000 },
    });

    const tooHigh = await putLimits(t, p, { depositLimits: [{ period: "monthly", amount: 1000.01 }] });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().code).toBe("LIMIT_NOT_ALLOWED");
    await putLimits(t, p, { depositLimits: [{ period: "daily", amount: 5000 }] });
    expect((await startDeposit(t, p, 10)).json().code).toBe("DEPOSIT_LIMIT_REQUIRED");

    await putLimits(t, p, { depositLimits: [{ period: "monthly", amount: 500 }] });
    expect((await startDeposit(t, p, 10)).statusCode).toBe(200);
    expect((await getLimits(t, p)).depositLimitRequired).toBe(false);
    // Raising up to the cap is an ordinary (pending) increase; removing it is not possible.
    const raised = await putLimits(t, p, { depositLimits: [{ period: "monthly", amount: 1000 }] });
    expect(raised.json().depositLimits.find((l: { period: string }) => l.period === "monthly")).toMatchObject(
      {
        amount: 500,
        pending: { amount: 1000 },
      },
    );
    for (const url of ["/api/user/limits/deposit?periods=monthly", "/api/user/limits/deposit"]) {
      expect((await call(t, "DELETE", url, p.headers)).json().code).toBe("LIMIT_NOT_ALLOWED");
    }
    expect((await call(t, "DELETE", "/api/user/limits/deposit?periods=daily", p.headers)).statusCode).toBe(
      200,
    );
  });

  it("refuses autoplay, slot stakes above 1 EUR and rounds less than 5 s apart", async () => {
    const t = apps.de;
    const p = await newPlayer(t);
    expect(await refusal(round(t, p.userId, { autoplay: true }))).toMatchObject({
      code: "AUTOPLAY_NOT_ALLOWED",
    });
    expect(await refusal(round(t, p.userId, { stake: 101n }))).toMatchObject({
      code: "STAKE_TOO_HIGH",
      status: 403,
    });
    await round(t, p.userId, { stake: 100n });
    clock.advance(4_999);
    const fast = await refusal(round(t, p.userId, { gameType: "table", stake: 500n }));
    expect(fast).toMatchObject({ code: "ROUND_TOO_FAST" });
    expect(new Date(String(fast.details.nextRoundAt)).getTime()).toBe(clock.now().getTime() + 1);
    clock.advance(1);
    await round(t, p.userId, { gameType: "table", stake: 500n });
  });
});

describe("uk (UKGC RTS)", () => {
  it("prompts for a deposit limit before the first deposit", async () => {
    const t = apps.uk;
    const p = await newPlayer(t);
    expect((await getLimits(t, p)).promptForLimit).toBe(true);
    expect((await startDeposit(t, p, 10)).statusCode).toBe(200);
    expect((await getLimits(t, p)).promptForLimit).toBe(false);
    const q = await newPlayer(t);
    await putLimits(t, q, { depositLimits: [{ period: "daily", amount: 50 }] });
    expect((await getLimits(t, q)).promptForLimit).toBe(false);
  });

  it("refuses autoplay and rounds less than 2.5 s apart, without a stake cap", async () => {
    const t = apps.uk;
    const p = await newPlayer(t);
    expect(await refusal(round(t, p.userId, { autoplay: true }))).toMatchObject({
      code: "AUTOPLAY_NOT_ALLOWED",
    });
    await round(t, p.userId, { stake: 10_000n });
    clock.advance(2_499);
    expect(await refusal(round(t, p.userId, {}))).toMatchObject({ code: "ROUND_TOO_FAST" });
    clock.advance(1);
    await round(t, p.userId, {});
  });
});

describe("ro (national self-exclusion register)", () => {
  it("refuses login to players listed by e-mail or CNP while the listing lasts", async () => {
    const t = apps.ro;
    const register = localNationalRegister(t.database.db, clock);
    const byEmail = await registeredPlayer(t);
    const byCnp = await registeredPlayer(t);
    const expired = await registeredPlayer(t);
    const free = await registeredPlayer(t);
    await t.database.db.update(users).set({ cnp: "1900517400018" }).where(eq(users.id, byCnp.userId));
    await register.add({ email: byEmail.email.toUpperCase() });
    await register.add({ cnp: "1900517400018" });
    await register.add({ email: expired.email, expiresAt: new Date(clock.now().getTime() - 1000) });
    for (const p of [byEmail, byCnp]) {
      expect((await login(t.app, p.username)).json()).toMatchObject({
        code: "SELF_EXCLUDED",
        details: { nationalRegister: true },
      });
    }
    for (const p of [expired, free]) expect((await login(t.app, p.username)).statusCode).toBe(200);
  });

  it("is not consulted elsewhere", async () => {
    const t = apps.default;
    const p = await registeredPlayer(t);
    await localNationalRegister(t.database.db, clock).add({ email: p.email });
    expect((await login(t.app, p.username)).statusCode).toBe(200);
    // Nor are the round rules: autoplay and quick rounds are fine by default.
    await round(t, p.userId, { autoplay: true, stake: 10_000n });
    await round(t, p.userId, { autoplay: true, stake: 10_000n });
  });
});
