import { AuthenticateResponse } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { ManualClock } from "../../../platform/clock";
import { createTestApp, type TestApp } from "../../../test/harness";
import { login, RELAXED_LIMITS } from "../../../test/players";
import { cnpCheckDigit } from "../../account";
import { localNationalRegister } from "../exclusions/national-register";
import {
  call,
  getLimits,
  LONG_SESSIONS,
  newPlayer,
  type Player,
  putLimits,
  refusal,
  registeredPlayer,
  startDeposit,
} from "../limits.test-support";

// The rules follow the player's country of residence (GB → uk, DE → de, RO → ro); the deployment's JURISDICTION
// only decides for every other country. Sources: docs/decisions/0032-rules-by-country-of-residence.md.
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
/** One site for several markets, with no rules of its own for other countries (JURISDICTION=default). */
let site: TestApp;
/** A site whose default is the German rules (JURISDICTION=de). */
let germanSite: TestApp;

beforeAll(async () => {
  const env = { ...RELAXED_LIMITS, ...LONG_SESSIONS, JOBS_POLL_MS: "0" };
  [site, germanSite] = await Promise.all([
    createTestApp({ clock, env: { ...env, JURISDICTION: "default" } }),
    createTestApp({ clock, env: { ...env, JURISDICTION: "de" } }),
  ]);
});
afterAll(() => Promise.all([site.close(), germanSite.close()]));

const british = (t: TestApp) => newPlayer(t, { country: "GB", currency: "GBP" });
const german = (t: TestApp) => newPlayer(t, { country: "DE", currency: "EUR" });
const canadian = (t: TestApp) => newPlayer(t, { country: "CA", currency: "CAD" });

const round = (
  t: TestApp,
  userId: string,
  r: Partial<{ autoplay: boolean; stake: bigint; gameType: string }>,
) => t.app.services.limits.checkRound(userId, { autoplay: false, stake: 100n, gameType: "slot", ...r });

let cnpSerial = 0;
/** A valid CNP of someone born 17 May 1990 (the test players' birth date), new for each call. */
const newCnp = () => {
  const first12 = `1900517400${String(++cnpSerial).padStart(2, "0")}`;
  return `${first12}${cnpCheckDigit(first12)}`;
};

/** The rules the session answer gives the web. */
const rulesOf = async (t: TestApp, p: Player) => {
  const response = await call(t, "GET", "/api/session/authenticate", p.headers);
  expect(response.statusCode, response.body).toBe(200);
  return AuthenticateResponse.parse(response.json()).rules;
};

describe("a player living in Germany (GlüStV 2021), on a site without rules of its own", () => {
  it("refuses deposits until a monthly deposit limit of at most 1,000 EUR exists, and keeps it", async () => {
    const t = site;
    const p = await german(t);
    expect(await getLimits(t, p)).toMatchObject({
      depositLimitRequired: true,
      maxMonthlyDepositLimit: 1000,
      promptForLimit: false,
    });
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
    const t = site;
    const p = await german(t);
    expect(await rulesOf(t, p)).toEqual({
      jurisdiction: "de",
      autoplay: false,
      minRoundGapMs: 5_000,
      maxSlotStake: 1,
    });
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

describe("a player living in the United Kingdom (UKGC RTS)", () => {
  it("is offered a deposit limit before the first deposit, which needs none", async () => {
    const t = site;
    const p = await british(t);
    expect(await getLimits(t, p)).toMatchObject({
      currency: "GBP",
      promptForLimit: true,
      depositLimitRequired: false,
      maxMonthlyDepositLimit: null,
    });
    expect((await startDeposit(t, p, 10, "GBP")).statusCode).toBe(200);
    expect((await getLimits(t, p)).promptForLimit).toBe(false);
    const q = await british(t);
    await putLimits(t, q, { depositLimits: [{ period: "daily", amount: 50 }] });
    expect((await getLimits(t, q)).promptForLimit).toBe(false);
  });

  it("refuses autoplay and rounds less than 2.5 s apart, without a stake cap", async () => {
    const t = site;
    const p = await british(t);
    expect(await rulesOf(t, p)).toEqual({
      jurisdiction: "uk",
      autoplay: false,
      minRoundGapMs: 2_500,
      maxSlotStake: null,
    });
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

describe("a player living in Romania (national self-exclusion register)", () => {
  /** Quick sign-up asks no CNP; a full one stores it. */
  const romanian = async (t: TestApp) => {
    const cnp = newCnp();
    const p = await registeredPlayer(t, "RO", { currency: "RON" });
    await t.database.db.update(users).set({ cnp }).where(eq(users.id, p.userId));
    return { ...p, cnp };
  };

  it("is refused login when listed by e-mail or CNP, while the listing lasts", async () => {
    const t = site;
    const register = localNationalRegister(t.database.db, clock);
    const byEmail = await romanian(t);
    const byCnp = await romanian(t);
    const expired = await romanian(t);
    const free = await romanian(t);
    await register.add({ email: byEmail.email.toUpperCase() });
    await register.add({ cnp: byCnp.cnp });
    await register.add({ email: expired.email, expiresAt: new Date(clock.now().getTime() - 1000) });
    for (const p of [byEmail, byCnp]) {
      expect((await login(t.app, p.username)).json(), p.username).toMatchObject({
        code: "SELF_EXCLUDED",
        details: { nationalRegister: true },
      });
    }
    for (const p of [expired, free]) expect((await login(t.app, p.username)).statusCode).toBe(200);
    expect(await rulesOf(t, free)).toMatchObject({ jurisdiction: "ro", autoplay: true, minRoundGapMs: null });
  });

  it("is the only one checked against it: a listed player living elsewhere logs in", async () => {
    const t = site;
    const p = await registeredPlayer(t, "MT");
    const cnp = newCnp();
    await t.database.db.update(users).set({ cnp }).where(eq(users.id, p.userId));
    await localNationalRegister(t.database.db, clock).add({ email: p.email });
    await localNationalRegister(t.database.db, clock).add({ cnp });
    expect((await login(t.app, p.username)).statusCode).toBe(200);
  });
});

describe("a player living in a country without rules of its own (Canada)", () => {
  it("plays under the site's default: no limit asked for, autoplay and quick rounds allowed", async () => {
    const t = site;
    const p = await canadian(t);
    expect(await getLimits(t, p)).toMatchObject({
      currency: "CAD",
      promptForLimit: false,
      depositLimitRequired: false,
      maxMonthlyDepositLimit: null,
    });
    expect((await startDeposit(t, p, 10, "CAD")).statusCode).toBe(200);
    expect(await rulesOf(t, p)).toEqual({
      jurisdiction: "default",
      autoplay: true,
      minRoundGapMs: null,
      maxSlotStake: null,
    });
    await round(t, p.userId, { autoplay: true, stake: 10_000n });
    await round(t, p.userId, { autoplay: true, stake: 10_000n });
    // A monthly deposit limit above the German cap is fine here, and may be removed.
    expect((await putLimits(t, p, { depositLimits: [{ period: "monthly", amount: 5000 }] })).statusCode).toBe(
      200,
    );
    expect((await call(t, "DELETE", "/api/user/limits/deposit", p.headers)).statusCode).toBe(200);
  });
});

describe("JURISDICTION", () => {
  it("sets the rules of players from countries without their own, never of those with their own", async () => {
    const t = germanSite;
    const maltese = await newPlayer(t);
    expect(await getLimits(t, maltese)).toMatchObject({
      depositLimitRequired: true,
      maxMonthlyDepositLimit: 1000,
    });
    expect((await startDeposit(t, maltese, 10)).json().code).toBe("DEPOSIT_LIMIT_REQUIRED");
    expect(await rulesOf(t, maltese)).toMatchObject({ jurisdiction: "de", minRoundGapMs: 5_000 });
    expect(await refusal(round(t, maltese.userId, { autoplay: true }))).toMatchObject({
      code: "AUTOPLAY_NOT_ALLOWED",
    });

    // A British player on the same site keeps the UK rules: offered a limit, none required, no stake cap.
    const p = await british(t);
    expect(await getLimits(t, p)).toMatchObject({ promptForLimit: true, depositLimitRequired: false });
    expect((await startDeposit(t, p, 10, "GBP")).statusCode).toBe(200);
    expect(await rulesOf(t, p)).toMatchObject({ jurisdiction: "uk", maxSlotStake: null });
    await round(t, p.userId, { stake: 10_000n });
  });
});
