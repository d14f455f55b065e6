import { ExclusionSettingsResponse, LimitsResponse, LimitsUpdateRequest } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTransactions, userConsents } from "../../../db/schema";
import { ManualClock } from "../../../platform/clock";
import { inTransaction } from "../../../platform/db/transaction";
import { insertTestUser } from "../../../test/fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { lastMessage, login, RELAXED_LIMITS, sessionOf } from "../../../test/players";
import { call, fund, refusal, registeredPlayer, stake } from "../limits.test-support";

// Cool-off and self-exclusion over real HTTP (the balance stream and the payment webhooks need a listening server).
const clock = new ManualClock(new Date("2026-11-18T10:00:00Z"));
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...RELAXED_LIMITS, SSE_HEARTBEAT_MS: "150", JOBS_POLL_MS: "0" } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const put = (headers: Record<string, string>, body: unknown) =>
  call(t, "PUT", "/api/user/limits", headers, body);
const update = (userId: string, body: unknown) =>
  t.app.services.limits.update(userId, LimitsUpdateRequest.parse(body), "en");

/** Opens the balance stream and collects its `data:` lines until it ends. */
async function openStream(userId: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/v1/player/${userId}/balance/updates`, { headers });
  const data: string[] = [];
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      for (const line of (value ?? "").split("\n")) if (line.startsWith("data: ")) data.push(line.slice(6));
    }
    ended = true;
  })();
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 150 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(predicate()).toBe(true);
  };
  return { data, waitFor, isEnded: () => ended };
}

describe("self-exclusion", () => {
  it("ends every session at once, closes the balance stream, refuses login until it expires", async () => {
    const p = await registeredPlayer(t);
    const second = { "x-session-id": await sessionOf(t.app, p.username) };
    await fund(t, p.userId, 50_00n);
    const stream = await openStream(p.userId, second);
    await stream.waitFor(() => stream.data.length >= 1);

    const response = await put(p.headers, {
      selfExclusion: { period: "6m", sendNotificationEmail: true, selfExclusionReason: "", expiryDate: "" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = LimitsResponse.parse(response.json());
    expect(body.loggedOut).toBe(true);
    expect(body.selfExclusion).toEqual({
      period: "6m",
      startedAt: "2026-11-18T10:00:00.000Z",
      endsAt: "2027-05-18T09:00:00.000Z",
      reason: "No reason given",
    });
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");

    for (const headers of [p.headers, second]) {
      expect((await call(t, "GET", "/api/user/balance", headers)).statusCode).toBe(401);
      expect((await call(t, "GET", "/api/user/limits", headers)).statusCode).toBe(401);
    }
    await stream.waitFor(() => stream.data.includes("Session is expired"));
    await stream.waitFor(() => stream.isEnded());

    const refused = await login(t.app, p.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "SELF_EXCLUDED",
      details: { until: "2027-05-18T09:00:00.000Z", permanent: false },
    });
    expect(refused.json().message).toContain("2027-05-18 11:00");

    // The follow-up: marketing consents withdrawn, the notification e-mail sent.
    await t.app.services.jobs.drain();
    const consents = await t.database.db.select().from(userConsents).where(eq(userConsents.userId, p.userId));
    expect(Object.fromEntries(consents.map((c) => [c.tagCode, c.accepted]))).toEqual({
      termsandconditions: true,
      emailmarketing: false,
      sms: false,
      "3rdparty": false,
    });
    const mail = await lastMessage(t.database, p.email);
    expect(mail).toMatchObject({ template: "self_exclusion_started" });
    expect(mail?.text).toContain("until 18 May 2027 at 11:00 (Amsterdam time)");

    clock.set("2027-05-18T08:59:59Z");
    expect((await login(t.app, p.username)).statusCode).toBe(403);
    clock.set("2027-05-18T09:00:00Z");
    expect((await login(t.app, p.username)).statusCode).toBe(200);
    clock.set("2026-11-18T10:00:00Z");
  });

  it("never expires when permanent, and takes no expiry date then", async () => {
    const p = await registeredPlayer(t);
    const withDate = await put(p.headers, {
      selfExclusion: { period: "permanent", expiryDate: "2028-01-01" },
    });
    expect(withDate.statusCode).toBe(400);
    expect(
      (await put(p.headers, { selfExclusion: { period: "permanent" } })).json().selfExclusion,
    ).toMatchObject({
      endsAt: null,
    });
    clock.set("2046-11-18T10:00:00Z");
    expect((await login(t.app, p.username)).json()).toMatchObject({
      code: "SELF_EXCLUDED",
      details: { until: null, permanent: true },
    });
    expect(await refusal(update(p.userId, { selfExclusion: { period: "5y" } }))).toMatchObject({
      status: 409,
    });
    clock.set("2026-11-18T10:00:00Z");
  });
});

describe("cool-off", () => {
  it("refuses login, deposits and stakes, cannot be shortened, and still pays a pending withdrawal", async () => {
    const p = await registeredPlayer(t);
    await fund(t, p.userId, 100_00n);
    const withdrawal = await call(t, "POST", "/api/user/cashier/withdrawGm1", p.headers, {
      amount: 20,
      currency: "EUR",
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const started = await put(p.headers, {
      coolOff: {
        period: "7d",
        sendNotificationEmail: true,
        coolOffReason: "Taking a break",
        coolOffDescription: "Exams",
        unsatisfiedReason: "",
        unsatisfiedDescription: "",
        expiryDate: "",
      },
    });
    expect(started.json().coolOff).toMatchObject({
      period: "7d",
      endsAt: "2026-11-25T10:00:00.000Z",
      reason: "Taking a break",
    });
    expect((await login(t.app, p.username)).json()).toMatchObject({
      code: "COOL_OFF",
      details: { until: "2026-11-25T10:00:00.000Z" },
    });
    // A session made some other way is ended on its first use.
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    expect((await call(t, "GET", "/api/user/balance", { "x-session-id": token })).statusCode).toBe(401);

    // Deposits and stakes are refused inside their own transactions.
    const deposit = inTransaction(t.database.db, (tx) =>
      t.app.services.limits.checkDeposit(tx, p.userId, 10_00n, "EUR"),
    );
    expect(await refusal(deposit)).toMatchObject({ code: "COOL_OFF", status: 403 });
    expect(await refusal(stake(t, p.userId, 1_00n))).toMatchObject({ code: "COOL_OFF" });

    // Only ever longer.
    for (const body of [{ coolOff: { period: "24h" } }, { coolOff: { period: "7d" } }]) {
      expect(await refusal(update(p.userId, body))).toMatchObject({
        code: "EXCLUSION_NOT_SHORTENABLE",
        status: 409,
        details: { until: "2026-11-25T10:00:00.000Z" },
      });
    }
    expect((await update(p.userId, { coolOff: { period: "30d" } })).coolOff?.endsAt).toBe(
      "2026-12-18T10:00:00.000Z",
    );

    // The withdrawal asked for before the break is paid out during it.
    await t.app.services.jobs.drain();
    clock.advance(5_000);
    await t.app.services.jobs.drain();
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, p.userId));
    expect(row).toMatchObject({ type: "withdrawal", state: "SUCCESSFUL" });
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: 80_00n,
      withdrawalHold: 0n,
    });
    expect((await lastMessage(t.database, p.email))?.template).toBe("cool_off_started");
    clock.set("2026-11-18T10:00:00Z");
  });

  it("takes a chosen expiry date within 24 hours to 6 weeks", async () => {
    const p = await registeredPlayer(t);
    const tooSoon = await put(p.headers, { coolOff: { period: "24h", expiryDate: "2026-11-19" } });
    expect(tooSoon.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const tooLate = await put(p.headers, { coolOff: { period: "6w", expiryDate: "2027-01-31" } });
    expect(tooLate.statusCode).toBe(400);
    const chosen = await put(p.headers, { coolOff: { period: "7d", expiryDate: "2026-11-21" } });
    expect(chosen.json().coolOff.endsAt).toBe("2026-11-20T23:00:00.000Z");
  });
});

describe("settings and the operator's list", () => {
  it("lists the periods without a session", async () => {
    const coolOff = await call(t, "GET", "/api/user/limits/coolOffSettings");
    expect(ExclusionSettingsResponse.parse(coolOff.json()).periods.map((p) => p.key)).toEqual([
      "24h",
      "7d",
      "30d",
      "6w",
    ]);
    const selfExclusion = await call(t, "GET", "/api/user/limits/selfExclusionSettings");
    expect(selfExclusion.json().periods.map((p: { key: string }) => p.key)).toEqual([
      "6m",
      "1y",
      "2y",
      "5y",
      "permanent",
    ]);
  });

  it("shows operators every excluded player with the real balance to pay out", async () => {
    const p = await registeredPlayer(t);
    await fund(t, p.userId, 42_50n);
    await put(p.headers, { selfExclusion: { period: "1y" } });
    const operatorId = await insertTestUser(t.database.db, { roles: ["player", "admin"] });
    const operator = { "x-session-id": (await t.app.services.sessions.create({ userId: operatorId })).token };
    const list = await call(t, "GET", "/api/admin/exclusions", operator);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        userId: p.userId,
        kind: "self_exclusion",
        realBalance: 42.5,
        currency: "EUR",
      }),
    );
    const playerId = await insertTestUser(t.database.db);
    const player = { "x-session-id": (await t.app.services.sessions.create({ userId: playerId })).token };
    expect((await call(t, "GET", "/api/admin/exclusions", player)).statusCode).toBe(403);
  });
});
