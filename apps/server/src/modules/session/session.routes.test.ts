import { AnonymousSessionResponse, AuthenticateResponse, ErrorResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { asPlayer, login, PASSWORD, RELAXED_LIMITS, register, sessionOf } from "../../test/players";

const clock = new ManualClock(new Date("2026-03-10T09:00:00Z"));
let t: TestApp;
/** Behind a proxy (X-Forwarded-*), with a low per-IP login limit and a default country we do not know. */
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([
    createTestApp({ clock, env: RELAXED_LIMITS }),
    createTestApp({ env: { TRUST_PROXY: "true", LOGIN_IP_LIMIT_PER_MINUTE: "3", DEFAULT_COUNTRY: "ZZ" } }),
  ]);
});
afterAll(() => Promise.all([t.close(), proxied.close()]));

const authenticate = (app: TestApp["app"], headers: Record<string, string>) =>
  app.inject({ method: "GET", url: "/api/session/authenticate", headers });

describe("GET /api/session/authenticate", () => {
  it("describes the session's player with their currency and login time", async () => {
    const player = await register(t.app, { country: "DE", locale: "de" });
    const response = await login(t.app, player.username, PASSWORD, { "x-locale": "de" });
    const sessionId = response.json().sessionId;
    clock.advance(5_000);
    const me = await authenticate(t.app, asPlayer(sessionId));
    expect(me.statusCode).toBe(200);
    const body = AuthenticateResponse.parse(me.json());
    expect(body).toMatchObject({
      username: player.username,
      email: player.email,
      birthDate: "1990-05-17",
      currency: { code: "EUR", fiat: true, fractionDigits: 2, symbol: "€" },
      loginTime: "2026-03-10T09:00:00.000Z",
      isEmailVerified: false,
      affiliateMarker: null,
      locale: "de",
      theme: "Dark",
      restricted: false,
    });
  });

  it("works with the sid cookie and with a matching X-User-Id", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const byCookie = await authenticate(t.app, { cookie: `sid=${sessionId}` });
    expect(byCookie.statusCode).toBe(200);
    const userId = byCookie.json().userId;
    expect((await authenticate(t.app, asPlayer(sessionId, { "x-user-id": userId }))).statusCode).toBe(200);
  });

  it("refuses an X-User-Id that is not the session's player", async () => {
    const player = await register(t.app);
    const other = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const otherId = (await authenticate(t.app, asPlayer(await sessionOf(t.app, other.username)))).json()
      .userId;
    const response = await authenticate(t.app, asPlayer(sessionId, { "x-user-id": otherId }));
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 without a session and for a made-up one", async () => {
    expect((await authenticate(t.app, {})).statusCode).toBe(401);
    const forged = await authenticate(t.app, asPlayer("not-a-real-session-id"));
    expect(forged.statusCode).toBe(401);
    expect(ErrorResponse.parse(forged.json()).message).toBe("Session not found");
  });
});

describe("DELETE /api/session/logout", () => {
  it("ends the session and clears the cookie; the id is dead afterwards", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/session/logout",
      headers: { cookie: `sid=${sessionId}` },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === "sid");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    for (const url of ["/api/session/authenticate", "/api/user/profile", "/api/user/consents"]) {
      const reused = await t.app.inject({ method: "GET", url, headers: asPlayer(sessionId) });
      expect(reused.statusCode, url).toBe(401);
      expect(reused.json().message).toBe("Session not found");
    }
  });

  it("is idempotent: 204 without a session or with a dead one", async () => {
    expect((await t.app.inject({ method: "DELETE", url: "/api/session/logout" })).statusCode).toBe(204);
    const dead = await t.app.inject({
      method: "DELETE",
      url: "/api/session/logout",
      headers: asPlayer("gone"),
    });
    expect(dead.statusCode).toBe(204);
  });
});

describe("session expiry", () => {
  it("ends a session after 30 idle minutes", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    clock.advance(29 * 60_000);
    expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(401);
    // An ended session stays ended even if the clock were to say otherwise later.
    expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(401);
  });

  it("ends a busy session 12 hours after login", async () => {
    const player = await register(t.app);
    const sessionId = await sessionOf(t.app, player.username);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await authenticate(t.app, asPlayer(sessionId))).statusCode).toBe(401);
  });
});

describe("GET /api/session/anonymous", () => {
  const anonymous = async (app: TestApp["app"], headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: "GET", url: "/api/session/anonymous", headers });
    expect(response.statusCode).toBe(200);
    return AnonymousSessionResponse.parse(response.json());
  };

  it("uses the configured default country without a country header", async () => {
    expect(await anonymous(t.app)).toEqual({
      country: "GB",
      currency: { code: "GBP", fiat: true, fractionDigits: 2, symbol: "£" },
      locale: "en",
      theme: "Dark",
    });
  });

  it("takes the visitor's country from CF-IPCountry or X-Country, and the locale from X-Locale", async () => {
    expect(await anonymous(t.app, { "cf-ipcountry": "DE", "x-locale": "de" })).toMatchObject({
      country: "DE",
      currency: { code: "EUR" },
      locale: "de",
    });
    expect(await anonymous(t.app, { "x-country": "ro", "x-locale": "en-CA" })).toMatchObject({
      country: "RO",
      currency: { code: "RON" },
      locale: "en-ca",
    });
    expect((await anonymous(t.app, { "x-locale": "fr" })).locale).toBe("en");
  });

  it("ignores an unknown country header", async () => {
    expect((await anonymous(t.app, { "cf-ipcountry": "XX" })).country).toBe("GB");
    expect((await anonymous(t.app, { "cf-ipcountry": "T1" })).country).toBe("GB");
  });

  it("shows USD with 4 digits where we take no players or the country is unknown", async () => {
    const usd = { code: "USD", fiat: true, fractionDigits: 4, symbol: "$" };
    expect(await anonymous(t.app, { "cf-ipcountry": "FR" })).toMatchObject({ country: "FR", currency: usd });
    expect(await anonymous(proxied.app)).toMatchObject({ country: "ZZ", currency: usd });
  });
});

describe("behind a proxy", () => {
  it("marks the cookie Secure when the request came over https", async () => {
    const player = await register(proxied.app);
    const response = await login(proxied.app, player.username, PASSWORD, {
      "x-forwarded-proto": "https",
      "x-forwarded-for": "203.0.113.1",
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
  });

  it("marks it Secure after a chain of proxies or RFC 7239 Forwarded, and when logging out too", async () => {
    const player = await register(proxied.app);
    const chains: Record<string, string>[] = [
      // A CDN took https and forwarded to the load balancer over plain http.
      { "x-forwarded-proto": "https, http" },
      { forwarded: 'for=203.0.113.1;proto=https, for="10.0.0.2";proto=http' },
    ];
    for (const headers of chains) {
      const response = await login(proxied.app, player.username, PASSWORD, headers);
      expect(response.statusCode).toBe(200);
      const sid = response.cookies.find((c) => c.name === "sid");
      expect(sid?.secure, JSON.stringify(headers)).toBe(true);
      const out = await proxied.app.inject({
        method: "DELETE",
        url: "/api/session/logout",
        headers: { ...headers, cookie: `sid=${sid?.value}` },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
    }
    // Over plain http the cookie could not come back, so it is not Secure there.
    const plain = await login(proxied.app, player.username, PASSWORD, { "x-forwarded-proto": "http" });
    expect(plain.cookies.find((c) => c.name === "sid")?.secure).toBeFalsy();
  });

  it("does not believe X-Forwarded-Proto without TRUST_PROXY", async () => {
    const player = await register(t.app);
    const response = await login(t.app, player.username, PASSWORD, { "x-forwarded-proto": "https" });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "sid")?.secure).toBeFalsy();
  });

  it("limits logins per IP, with Retry-After and our error body", async () => {
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) {
      expect((await login(proxied.app, `nobody${i}`, PASSWORD, from("198.51.100.7"))).statusCode).toBe(401);
    }
    const limited = await login(proxied.app, "nobody9", PASSWORD, from("198.51.100.7"));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(ErrorResponse.parse(limited.json())).toMatchObject({ code: "RATE_LIMITED" });
    expect((await login(proxied.app, "nobody9", PASSWORD, from("198.51.100.8"))).statusCode).toBe(401);
  });
});
