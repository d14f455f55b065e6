import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let site: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  site = await createTestApp({ env: { JOBS_POLL_MS: "0", PUBLIC_URL: "https://play.vela.example" } });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const WITHDRAW = "/api/user/cashier/withdrawGm1";
const body = { amount: 20, currency: "EUR" };

/** A player whose browser holds the session cookie, with 100.00 to withdraw from. */
async function cookiePlayer(app = t.app) {
  const p = await fundedPlayer(app, 10_000n);
  return { ...p, cookie: `sid=${p.headers["x-session-id"]}` };
}

async function withdraw(app: TestApp["app"], headers: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: WITHDRAW,
    headers: { host: "casino.test", ...headers },
    payload: body,
  });
}

async function realBalance(app: TestApp["app"], userId: string) {
  return (await app.services.wallet.balances(userId, "EUR")).real;
}

describe("cross-site request forgery", () => {
  it("refuses a cookie-authenticated withdrawal from another site's page and changes nothing", async () => {
    const p = await cookiePlayer();
    const foreign: Record<string, string>[] = [
      { origin: "http://evil.example" },
      { origin: "null" },
      { referer: "http://evil.example/casino-bonus.html" },
      // A look-alike: our host as a subdomain of theirs.
      { origin: "http://casino.test.evil.example" },
    ];
    for (const headers of foreign) {
      const response = await withdraw(t.app, { cookie: p.cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ code: "CSRF_REJECTED" });
    }
    expect(await realBalance(t.app, p.userId)).toBe(10_000n);
    const history = await t.app.inject({
      method: "GET",
      url: "/api/user/bankingHistory",
      headers: { cookie: p.cookie, origin: "http://evil.example" },
    });
    expect(history.json().total).toBe(0);
  });

  it("accepts the same request from the site's own page (Origin, or Referer alone)", async () => {
    const p = await cookiePlayer();
    expect((await withdraw(t.app, { cookie: p.cookie, origin: "http://casino.test" })).statusCode).toBe(200);
    expect(
      (await withdraw(t.app, { cookie: p.cookie, referer: "http://casino.test/en/profile" })).statusCode,
    ).toBe(200);
    expect(await realBalance(t.app, p.userId)).toBe(6_000n);
  });

  it("compares with PUBLIC_URL when it is configured, scheme included", async () => {
    const p = await cookiePlayer(site.app);
    const own = await withdraw(site.app, { cookie: p.cookie, origin: "https://play.vela.example" });
    expect(own.statusCode).toBe(200);
    // The Host header alone does not make an origin ours once PUBLIC_URL says which one is.
    for (const origin of ["http://casino.test", "http://play.vela.example"]) {
      const refused = await withdraw(site.app, { cookie: p.cookie, origin });
      expect(refused.statusCode, origin).toBe(403);
    }
  });

  it("leaves header-authenticated clients and cookie-less calls alone", async () => {
    const p = await cookiePlayer();
    // An API client authenticates with X-Session-Id; whatever Origin it sends, a browser could not forge it.
    const api = await withdraw(t.app, { ...p.headers, origin: "http://evil.example" });
    expect(api.statusCode).toBe(200);
    // A provider's webhook carries no cookie: it reaches its own signature check (400), not the CSRF guard.
    const webhook = await t.app.inject({
      method: "POST",
      url: "/api/cashier/webhooks/sandbox",
      headers: { origin: "http://psp.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(400);
    expect(webhook.json().code).toBe("WEBHOOK_SIGNATURE_INVALID");
    // Reading is never refused.
    const read = await t.app.inject({
      method: "GET",
      url: "/api/user/bankingHistory",
      headers: { cookie: p.cookie, origin: "http://evil.example" },
    });
    expect(read.statusCode).toBe(200);
  });

  it("lets a cookie request with neither Origin nor Referer through (no browser sends a cross-site POST so)", async () => {
    const p = await cookiePlayer();
    expect((await withdraw(t.app, { cookie: p.cookie })).statusCode).toBe(200);
  });
});
