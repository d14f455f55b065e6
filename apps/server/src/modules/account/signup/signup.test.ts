import { ErrorResponse } from "@casino/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userConsents, users, verificationTokens } from "../../../db/schema";
import { ManualClock } from "../../../platform/clock";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  asPlayer,
  keyIn,
  lastMessage,
  messagesTo,
  newPlayer,
  RELAXED_LIMITS,
  register,
  sessionOf,
} from "../../../test/players";

const clock = new ManualClock(new Date("2026-01-01T12:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ...RELAXED_LIMITS, PUBLIC_URL: "https://vela.example" } });
});
afterAll(() => t.close());

const quick = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/user/signup/quickRegister", payload, headers });
const activate = (hashKey: string) =>
  t.app.inject({ method: "POST", url: "/api/user/signup/activateEmail", payload: { hashKey } });

/** The 400 body of a rejected sign-up: top code, and the code of every failing field. */
async function rejection(payload: object) {
  const response = await quick(payload);
  expect(response.statusCode, response.body).toBe(400);
  const body = ErrorResponse.parse(response.json());
  const issues = (body.details as { issues: { path: string; code: string }[] }).issues;
  return { code: body.code, body, fields: Object.fromEntries(issues.map((i) => [i.path, i.code])) };
}

describe("POST /api/user/signup/quickRegister", () => {
  it("opens the account, stores the consents and mails a verification link", async () => {
    const body = newPlayer({ email: "New.Player@Example.com", affiliateMarker: "aff-7" });
    const response = await quick(body, { "x-locale": "de" });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");

    const [user] = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(user).toMatchObject({
      email: "new.player@example.com",
      country: "DE",
      currency: "EUR",
      locale: "de",
    });
    expect(user?.affiliateMarker).toBe("aff-7");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const consents = await t.database.db.select().from(userConsents).where(eq(userConsents.userId, user!.id));
    expect(Object.fromEntries(consents.map((c) => [c.tagCode, [c.accepted, c.version]]))).toEqual({
      termsandconditions: [true, 1],
      emailmarketing: [false, 1],
      sms: [true, 1],
      "3rdparty": [false, 1],
    });

    const mail = await lastMessage(t.database, "new.player@example.com");
    expect(mail).toMatchObject({ template: "email_verification", locale: "de" });
    expect(mail?.text).toMatch(/https:\/\/vela\.example\/de\/activate-email\?key=[A-Za-z0-9_-]{43}/);
    // Only the hash of the key is stored.
    const [token] = await t.database.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.userId, user!.id));
    expect(token?.tokenHash).not.toContain(keyIn(mail));
    expect(token?.expiresAt.getTime()).toBe(clock.now().getTime() + 48 * 3_600_000);
  });

  it("logs the new player in when AUTO_LOGIN_AFTER_SIGNUP is on (the default)", async () => {
    const response = await quick(newPlayer());
    const sid = response.cookies.find((c) => c.name === "sid");
    expect(sid?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/session/authenticate",
      headers: asPlayer(sid!.value),
    });
    expect(me.statusCode).toBe(200);
  });

  it("preselects the country's currency and accepts another enabled one", async () => {
    const ro = await register(t.app, { country: "ro" });
    const chf = await register(t.app, { country: "DE", currency: "chf" });
    const rows = await t.database.db.select().from(users);
    expect(rows.find((r) => r.username === ro.username)?.currency).toBe("RON");
    expect(rows.find((r) => r.username === chf.username)?.currency).toBe("CHF");
  });

  it("refuses a taken username or e-mail, whatever the case", async () => {
    const first = await register(t.app);
    const byName = await rejection(newPlayer({ username: first.username.toUpperCase() }));
    expect(byName.code).toBe("USERNAME_TAKEN");
    expect(byName.fields).toEqual({ "body.username": "USERNAME_TAKEN" });
    const byEmail = await rejection(newPlayer({ email: first.email.toUpperCase() }));
    expect(byEmail.code).toBe("EMAIL_TAKEN");
  });

  it("refuses players under 18 on the Amsterdam calendar date", async () => {
    expect((await rejection(newPlayer({ birthDate: "2008-01-02" }))).code).toBe("UNDER_AGE");
    await register(t.app, { birthDate: "2008-01-01" });
    // 23:30 UTC on 31 December is already 1 January in Amsterdam: the 18th birthday has begun there.
    clock.set("2025-12-31T23:30:00Z");
    try {
      await register(t.app, { birthDate: "2008-01-01" });
      clock.set("2025-12-31T22:30:00Z");
      expect((await rejection(newPlayer({ birthDate: "2008-01-01" }))).code).toBe("UNDER_AGE");
    } finally {
      clock.set("2026-01-01T12:00:00Z");
    }
  });

  it("refuses impossible birth dates", async () => {
    const result = await rejection(newPlayer({ birthDate: "1990-02-30" }));
    expect(result.fields["body.birthDate"]).toBe("VALIDATION_FAILED");
  });

  it("refuses countries we do not take players from, and unknown ones", async () => {
    expect((await rejection(newPlayer({ country: "US" }))).code).toBe("COUNTRY_NOT_ALLOWED");
    expect((await rejection(newPlayer({ country: "ZZ" }))).code).toBe("COUNTRY_NOT_ALLOWED");
  });

  it("refuses unknown or disabled currencies", async () => {
    expect((await rejection(newPlayer({ currency: "XYZ" }))).code).toBe("CURRENCY_NOT_SUPPORTED");
  });

  it("requires the terms and conditions", async () => {
    const result = await rejection(
      newPlayer({
        userConsents: { termsandconditions: false, emailmarketing: true, sms: true, "3rdparty": true },
      }),
    );
    expect(result.code).toBe("TERMS_NOT_ACCEPTED");
    expect(result.fields).toEqual({ "body.userConsents.termsandconditions": "TERMS_NOT_ACCEPTED" });
  });

  it("refuses weak passwords with the reason", async () => {
    for (const [password, reason] of [
      ["short1", "pattern"],
      ["password123", "common"],
    ] as const) {
      const result = await rejection(newPlayer({ password }));
      expect(result.code).toBe("WEAK_PASSWORD");
      expect((result.body.details as { reason: string }).reason).toBe(reason);
    }
    const named = newPlayer();
    const result = await rejection({ ...named, password: `${named.username}-9x` });
    expect((result.body.details as { reason: string }).reason).toBe("containsUsername");
  });

  it("lists every failing field at once", async () => {
    const first = await register(t.app);
    const result = await rejection(
      newPlayer({ username: first.username, country: "US", password: "short", birthDate: "2015-01-01" }),
    );
    expect(result.fields).toEqual({
      "body.password": "WEAK_PASSWORD",
      "body.birthDate": "UNDER_AGE",
      "body.country": "COUNTRY_NOT_ALLOWED",
      "body.username": "USERNAME_TAKEN",
    });
  });

  it("refuses a malformed body with field paths", async () => {
    const response = await quick({ ...newPlayer(), email: "nope", username: "a" });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .details.issues.map((i: { path: string }) => i.path)
      .sort();
    expect(paths).toEqual(["body.email", "body.username"]);
  });

  it("creates exactly one account when the same username is sent 5 times at once", async () => {
    const username = `race_${process.pid}`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => quick(newPlayer({ username }))));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([204, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().code).toBe("USERNAME_TAKEN");
    }
    const rows = await t.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(1);
  });

  it("creates exactly one account when the same e-mail is sent 5 times at once", async () => {
    const email = `race.${process.pid}@example.com`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => quick(newPlayer({ email }))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 400, 400, 400, 400]);
    expect(new Set(responses.filter((r) => r.statusCode === 400).map((r) => r.json().code))).toEqual(
      new Set(["EMAIL_TAKEN"]),
    );
  });
});

describe("e-mail verification", () => {
  it("verifies the address with the mailed key, once", async () => {
    const player = await register(t.app);
    const key = keyIn(await lastMessage(t.database, player.email));
    const done = await activate(key);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    const sessionId = await sessionOf(t.app, player.username);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/session/authenticate",
      headers: asPlayer(sessionId),
    });
    expect(me.json().isEmailVerified).toBe(true);

    const again = await activate(key);
    expect(again.statusCode).toBe(400);
    expect(ErrorResponse.parse(again.json())).toMatchObject({ code: "ACTIVATION_FAILED" });
  });

  it("refuses unknown and expired keys", async () => {
    expect((await activate("x".repeat(43))).json().code).toBe("ACTIVATION_FAILED");
    const player = await register(t.app);
    const key = keyIn(await lastMessage(t.database, player.email));
    clock.advance(48 * 3_600_000 + 1000);
    const expired = await activate(key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe("ACTIVATION_FAILED");
  });

  it("re-sends the link only to an existing, unverified account, and always answers success", async () => {
    const resend = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/user/signup/email", payload: { email } });
    const player = await register(t.app);
    const firstKey = keyIn(await lastMessage(t.database, player.email));
    clock.advance(1000);

    const again = await resend(player.email.toUpperCase());
    expect(again.json()).toEqual({ success: true });
    const mails = await messagesTo(t.database, player.email);
    expect(mails).toHaveLength(2);
    const newKey = keyIn(mails[0]);
    // The new mail replaces the old link.
    expect((await activate(firstKey)).statusCode).toBe(400);
    expect((await activate(newKey)).statusCode).toBe(200);

    clock.advance(1000);
    expect((await resend(player.email)).json()).toEqual({ success: true });
    expect(await messagesTo(t.database, player.email)).toHaveLength(2);
    const unknown = await resend("nobody.at.all@example.com");
    expect(unknown.json()).toEqual({ success: true });
    expect(await messagesTo(t.database, "nobody.at.all@example.com")).toHaveLength(0);
  });
});
