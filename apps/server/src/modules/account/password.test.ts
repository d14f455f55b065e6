import { ErrorResponse, MESSAGES, PasswordPolicy } from "@casino/contract";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { jobs } from "../../platform/jobs/jobs.tables";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  asPlayer,
  keyIn,
  lastMessage,
  login,
  messagesTo,
  PASSWORD,
  RELAXED_LIMITS,
  register,
  sessionOf,
} from "../../test/players";

const NEW_PASSWORD = "Quiet-Meadow-77";
const clock = new ManualClock(new Date("2026-04-01T08:00:00Z"));
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  // The job worker is driven by hand (drain), so a test sees what the request did and what the queue did.
  [t, strict] = await Promise.all([
    createTestApp({ clock, env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0" } }),
    createTestApp({ env: { JOBS_POLL_MS: "0" } }),
  ]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

const post = (url: string, payload: object, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: "POST", url, payload, headers });
const authenticate = (sessionId: string) =>
  t.app.inject({ method: "GET", url: "/api/session/authenticate", headers: asPlayer(sessionId) });
const RESET_REQUEST = "/api/user/password/resetRequestWithEmail";
/** Asks for a reset link and lets the queue send it. */
async function requestReset(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const response = await post(RESET_REQUEST, { email, ...extra }, headers);
  await t.app.services.jobs.drain();
  return response;
}
/** Reset-mail jobs not yet run. */
const queuedResetMails = async () =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, "password-reset-mail"), isNull(jobs.doneAt)))
  ).length;
/** A reset link for a new player, and the player. */
async function resetKeyFor() {
  const player = await register(t.app);
  clock.advance(1000);
  await requestReset(player.email);
  return { player, key: keyIn(await lastMessage(t.database, player.email)) };
}

describe("GET /api/user/password/policy", () => {
  it("exposes the policy as a runtime pattern", async () => {
    const policy = PasswordPolicy.parse(
      (await t.app.inject({ method: "GET", url: "/api/user/password/policy" })).json(),
    );
    expect(policy).toMatchObject({ minLength: 8, maxLength: 128 });
    const pattern = new RegExp(policy.pattern);
    expect(pattern.test(PASSWORD)).toBe(true);
    expect(pattern.test("short1")).toBe(false);
  });
});

describe("POST /api/user/password/changeWithPassword", () => {
  const change = (sessionId: string, oldPassword: string, newPassword: string) =>
    post("/api/user/password/changeWithPassword", { oldPassword, newPassword }, asPlayer(sessionId));

  it("changes the password, ends the player's other sessions, keeps this one and mails the player", async () => {
    const player = await register(t.app);
    const here = await sessionOf(t.app, player.username);
    const elsewhere = await sessionOf(t.app, player.username);
    clock.advance(1000);
    const response = await change(here, PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await authenticate(here)).statusCode).toBe(200);
    expect((await authenticate(elsewhere)).statusCode).toBe(401);
    expect((await login(t.app, player.username)).statusCode).toBe(401);
    expect((await login(t.app, player.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await lastMessage(t.database, player.email))?.template).toBe("password_changed");
  });

  it("refuses a wrong old password", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const response = await change(sessionId, "Not-The-Password-1", NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json())).toMatchObject({
      code: "WRONG_PASSWORD",
      message: MESSAGES.passwordNotChanged,
    });
  });

  it("refuses a weak new password with the reason", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const response = await change(sessionId, PASSWORD, "password1");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "WEAK_PASSWORD", details: { reason: "common" } });
  });

  it("needs a session", async () => {
    const response = await post("/api/user/password/changeWithPassword", {
      oldPassword: "a",
      newPassword: "b",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("password reset by e-mail", () => {
  it("answers a known and an unknown address alike, doing the same work, and mails only the real account", async () => {
    const player = await register(t.app);
    clock.advance(1000);
    const before = await queuedResetMails();
    const unknown = await post(RESET_REQUEST, { email: "nobody.here@example.com" });
    const real = await post(
      RESET_REQUEST,
      { email: player.email.toUpperCase() },
      { "x-locale": "de", host: "casino.test" },
    );
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(real.json()).toEqual({ success: true });
    expect(unknown.json()).toEqual(real.json());
    // The requests only queued one job each: nobody was looked up and nothing was mailed while they were answered.
    expect(await queuedResetMails()).toBe(before + 2);
    const resetMails = async (to: string) =>
      (await messagesTo(t.database, to)).filter((message) => message.template === "password_reset");
    expect(await resetMails(player.email)).toHaveLength(0);

    await t.app.services.jobs.drain();
    expect(await queuedResetMails()).toBe(0);
    expect(await messagesTo(t.database, "nobody.here@example.com")).toHaveLength(0);
    expect(await resetMails(player.email)).toHaveLength(1);
    const mail = await lastMessage(t.database, player.email);
    expect(mail).toMatchObject({ template: "password_reset", locale: "de" });
    expect(mail?.text).toMatch(/http:\/\/casino\.test\/de\/resetpassword\?key=[A-Za-z0-9_-]{43}/);
  });

  it("uses changePwdUrl only on the site's own origin", async () => {
    const player = await register(t.app);
    const headers = { host: "casino.test" };
    clock.advance(1000);
    await requestReset(player.email, { changePwdUrl: "http://casino.test/en/custom-reset?x=1" }, headers);
    expect((await lastMessage(t.database, player.email))?.text).toMatch(
      /http:\/\/casino\.test\/en\/custom-reset\?x=1&key=[A-Za-z0-9_-]{43}/,
    );
    clock.advance(1000);
    await requestReset(player.email, { changePwdUrl: "https://evil.example/steal" }, headers);
    const text = (await lastMessage(t.database, player.email))?.text ?? "";
    expect(text).not.toContain("evil.example");
    expect(text).toMatch(/http:\/\/casino\.test\/en\/resetpassword\?key=/);
  });

  it("sets a new password with the key, once, and ends every session", async () => {
    const { player, key } = await resetKeyFor();
    const sessionId = await sessionOf(t.app, player.username);
    const status = await t.app.inject({ method: "GET", url: `/api/user/password/resetKey?key=${key}` });
    expect(status.json()).toEqual({ valid: true });

    const reset = await post("/api/user/password/resetByHashKey", { key, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    expect((await authenticate(sessionId)).statusCode).toBe(401);
    expect((await login(t.app, player.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post("/api/user/password/resetByHashKey", { key, password: "Another-Pass-55" });
    expect(again.statusCode).toBe(400);
    expect(ErrorResponse.parse(again.json())).toMatchObject({
      code: "RESET_KEY_INVALID",
      message: MESSAGES.resetFailed,
    });
    const used = await t.app.inject({ method: "GET", url: `/api/user/password/resetKey?key=${key}` });
    expect(used.json()).toEqual({ valid: false });
  });

  it("keeps the key usable when the new password is weak", async () => {
    const { key } = await resetKeyFor();
    const weak = await post("/api/user/password/resetByHashKey", { key, password: "12345678" });
    expect(weak.json().code).toBe("WEAK_PASSWORD");
    expect(
      (await post("/api/user/password/resetByHashKey", { key, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("expires a key after one hour", async () => {
    const { key } = await resetKeyFor();
    clock.advance(59 * 60_000);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/password/resetKey?key=${key}` })).json().valid,
    ).toBe(true);
    clock.advance(2 * 60_000);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/user/password/resetKey?key=${key}` })).json().valid,
    ).toBe(false);
    const late = await post("/api/user/password/resetByHashKey", { key, password: NEW_PASSWORD });
    expect(late.json().code).toBe("RESET_KEY_INVALID");
  });

  it("cancels older keys when a new one is requested", async () => {
    const { player, key: first } = await resetKeyFor();
    clock.advance(1000);
    await requestReset(player.email);
    const second = keyIn(await lastMessage(t.database, player.email));
    expect(second).not.toBe(first);
    expect(
      (await post("/api/user/password/resetByHashKey", { key: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post("/api/user/password/resetByHashKey", { key: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("refuses made-up keys", async () => {
    const response = await post("/api/user/password/resetByHashKey", {
      key: "k".repeat(43),
      password: NEW_PASSWORD,
    });
    expect(response.json().code).toBe("RESET_KEY_INVALID");
  });

  it("limits reset requests per IP (5 per 15 minutes)", async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await post(
        "/api/user/password/resetRequestWithEmail",
        { email: `x${i}@example.com` },
        {},
        strict.app,
      );
      expect(ok.statusCode).toBe(200);
    }
    const limited = await post(
      "/api/user/password/resetRequestWithEmail",
      { email: "y@example.com" },
      {},
      strict.app,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
