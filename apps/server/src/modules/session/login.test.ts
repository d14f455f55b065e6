import {
  ErrorResponse,
  LOGIN_RESTRICTED_CODE,
  LoginFailure,
  LoginResponse,
  RestrictionsDetail,
} from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRequirements, loginAttempts, users } from "../../db/schema";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { asPlayer, login, PASSWORD, RELAXED_LIMITS, register } from "../../test/players";

const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe("POST /api/session/login", () => {
  it("logs in by username or e-mail, case-insensitively, with whitespace stripped", async () => {
    const player = await register(t.app);
    for (const name of [player.username, player.username.toUpperCase(), ` ${player.email.toUpperCase()} `]) {
      const response = await login(t.app, name, ` ${PASSWORD} `);
      expect(response.statusCode, response.body).toBe(200);
      const body = LoginResponse.parse(response.json());
      expect(body).toMatchObject({ hasToAcceptTC: false, actions: [] });
      expect(body.sessionId.length).toBeGreaterThanOrEqual(43);
    }
  });

  it("sets an HttpOnly, SameSite=Lax session cookie for the browser", async () => {
    const player = await register(t.app);
    const response = await login(t.app, player.username);
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({
      value: response.json().sessionId,
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(cookie?.maxAge).toBe(12 * 3600);
    // Plain http here; the https case is in session.routes.test.ts (behind a proxy).
    expect(cookie?.secure).toBeFalsy();
  });

  it("gives a new session id at every login", async () => {
    const player = await register(t.app);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await login(t.app, player.username)).json().sessionId);
    expect(ids.size).toBe(3);
  });

  it("replaces the session the client still holds", async () => {
    const player = await register(t.app);
    const first = (await login(t.app, player.username)).json().sessionId;
    const second = await login(t.app, player.username, PASSWORD, { cookie: `sid=${first}` });
    expect(second.statusCode).toBe(200);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/session/authenticate",
      headers: asPlayer(first),
    });
    expect(old.statusCode).toBe(401);
  });

  it("answers an unknown user and a wrong password identically", async () => {
    const player = await register(t.app);
    const unknown = await login(t.app, "nobody_here", PASSWORD);
    const wrong = await login(t.app, player.username, "Wrong-Password-99");
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toEqual([]);
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(LoginFailure.parse(unknown.json())).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "Invalid username or password",
      detail: null,
    });
  });

  it("records every attempt with the normalised name, the account, IP and agent", async () => {
    const player = await register(t.app);
    await login(t.app, player.username.toUpperCase(), "Wrong-Password-99", { "user-agent": "TestAgent/1" });
    await login(t.app, player.username);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, player.username));
    const rows = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.userId, user!.id));
    expect(rows.map((r) => [r.identifier, r.success]).sort()).toEqual([
      [player.username.toLowerCase(), false],
      [player.username.toLowerCase(), true],
    ]);
    expect(rows.find((r) => !r.success)).toMatchObject({ ip: "127.0.0.1", userAgent: "TestAgent/1" });
  });

  it("refuses a closed account with its own 403 code, after the right password only", async () => {
    const player = await register(t.app);
    await t.database.db.update(users).set({ status: "closed" }).where(eq(users.username, player.username));
    const right = await login(t.app, player.username);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe("ACCOUNT_CLOSED");
    expect(right.cookies).toEqual([]);
    const wrong = await login(t.app, player.username, "Wrong-Password-99");
    expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses an empty name or password with 400", async () => {
    const response = await login(t.app, "   ", "x");
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).code).toBe("VALIDATION_FAILED");
  });
});

describe("restrictions flow (outstanding consents)", () => {
  it("answers 401 code 5 with a restricted session when the T&C have a new version", async () => {
    const player = await register(t.app);
    await t.database.db
      .update(consentRequirements)
      .set({ version: 2 })
      .where(eq(consentRequirements.tagCode, "termsandconditions"));
    try {
      const response = await login(t.app, player.username);
      expect(response.statusCode).toBe(401);
      const body = LoginFailure.parse(response.json());
      expect(body.code).toBe(LOGIN_RESTRICTED_CODE);
      const detail = RestrictionsDetail.parse(body.detail);
      expect(detail).toMatchObject({
        needsTCAccept: true,
        needsMarketingAccept: false,
        phone: null,
        phonePrefix: null,
      });
      expect(response.cookies.find((c) => c.name === "sid")?.value).toBe(detail.sessionId);

      const headers = asPlayer(detail.sessionId);
      const get = (url: string) => t.app.inject({ method: "GET", url, headers });
      const authenticate = await get("/api/session/authenticate");
      expect(authenticate.statusCode).toBe(200);
      expect(authenticate.json()).toMatchObject({ userId: detail.userId, restricted: true });
      expect((await get("/api/user/consentRequirements")).statusCode).toBe(200);
      expect((await get("/api/user/consents")).statusCode).toBe(200);
      for (const url of ["/api/user/profile", "/api/user/roles", "/api/user/logins"]) {
        const refused = await get(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().code).toBe("SESSION_RESTRICTED");
      }

      const accepted = await t.app.inject({
        method: "POST",
        url: "/api/user/consents",
        headers,
        payload: { termsandconditions: true },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().termsandconditions).toBe(true);
      expect((await get("/api/user/profile")).statusCode).toBe(200);
      expect((await get("/api/session/authenticate")).json().restricted).toBe(false);
      expect((await login(t.app, player.username)).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(consentRequirements)
        .set({ version: 1 })
        .where(eq(consentRequirements.tagCode, "termsandconditions"));
    }
  });

  it("asks for marketing answers never given at the current version", async () => {
    const player = await register(t.app);
    await t.database.db
      .update(consentRequirements)
      .set({ version: 3 })
      .where(eq(consentRequirements.tagCode, "sms"));
    try {
      const response = await login(t.app, player.username);
      expect(response.statusCode).toBe(401);
      const detail = RestrictionsDetail.parse(response.json().detail);
      expect(detail).toMatchObject({ needsTCAccept: false, needsMarketingAccept: true });
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/user/consents",
        headers: asPlayer(detail.sessionId),
        payload: { sms: false },
      });
      expect(answer.statusCode).toBe(200);
      expect((await login(t.app, player.username)).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(consentRequirements)
        .set({ version: 1 })
        .where(eq(consentRequirements.tagCode, "sms"));
    }
  });

  it("lets a restricted session log out", async () => {
    const player = await register(t.app);
    await t.database.db
      .update(consentRequirements)
      .set({ version: 2 })
      .where(eq(consentRequirements.tagCode, "termsandconditions"));
    try {
      const { sessionId } = (await login(t.app, player.username)).json().detail;
      const out = await t.app.inject({
        method: "DELETE",
        url: "/api/session/logout",
        headers: asPlayer(sessionId),
      });
      expect(out.statusCode).toBe(204);
      const after = await t.app.inject({
        method: "GET",
        url: "/api/user/consents",
        headers: asPlayer(sessionId),
      });
      expect(after.statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(consentRequirements)
        .set({ version: 1 })
        .where(eq(consentRequirements.tagCode, "termsandconditions"));
    }
  });
});

describe("GET /api/user/logins", () => {
  it("lists the player's own attempts, newest first, and nobody else's", async () => {
    const player = await register(t.app);
    const other = await register(t.app);
    await login(t.app, player.username, "Wrong-Password-99", { "user-agent": "Agent/A" });
    clock.advance(1000);
    await login(t.app, other.username);
    clock.advance(1000);
    const sessionId = (await login(t.app, player.username, PASSWORD, { "user-agent": "Agent/B" })).json()
      .sessionId;
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user/logins",
      headers: asPlayer(sessionId),
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ success: true, userAgent: "Agent/B", ip: "127.0.0.1" });
    expect(items[1]).toMatchObject({ success: false, userAgent: "Agent/A" });
    expect(new Date(items[0].time).toISOString()).toBe(items[0].time);
  });

  it("needs a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user/logins" });
    expect(response.statusCode).toBe(401);
  });
});
