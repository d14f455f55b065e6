import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", CONTENT_IFRAME_HOSTS: "www.youtube-nocookie.com" } });
});
afterAll(() => t.close());

/** The security headers of a page (the payment sandbox's, the API docs), from @fastify/helmet and the Permissions-Policy. */
const PAGE: Record<string, string> = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  "permissions-policy":
    "accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), " +
    "idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), " +
    "screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), clipboard-write=(self), " +
    'autoplay=(self "https://www.youtube-nocookie.com"), encrypted-media=(self "https://www.youtube-nocookie.com"), ' +
    'fullscreen=(self "https://www.youtube-nocookie.com"), picture-in-picture=(self "https://www.youtube-nocookie.com")',
};

/** The security headers of an API answer (OWASP's list for every API response). */
const API: Record<string, string> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "cache-control": "no-store",
};

/** What an API answer sends besides them: the request id and the usual HTTP headers, nothing else. */
const OTHERS = ["content-type", "content-length", "x-request-id", "date", "connection"];

const sent = (response: { headers: Record<string, unknown> }, names: Record<string, string>) =>
  Object.fromEntries(Object.keys(names).map((name) => [name, response.headers[name]]));

describe("security headers", () => {
  it("are the API's on an API answer, an error, a refused body and the public API", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/health/live" }),
      t.app.inject({ method: "GET", url: "/api/nope" }),
      t.app.inject({
        method: "POST",
        url: "/api/session/login",
        payload: "{",
        headers: { "content-type": "application/json" },
      }),
      t.app.inject({ method: "GET", url: "/v1/casino/games?offset=0&limit=1" }),
    ]);
    for (const response of responses) {
      expect(sent(response, API), response.raw.req.url).toEqual(API);
      // None of a document's headers: they govern pages, and a JSON body is never one.
      expect(response.headers["permissions-policy"], response.raw.req.url).toBeUndefined();
      expect(response.headers["referrer-policy"], response.raw.req.url).toBeUndefined();
    }
  });

  it("are all an API answer sends besides its own headers: nothing added, nothing lost", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(Object.keys(response.headers).sort()).toEqual([...Object.keys(API), ...OTHERS].sort());
  });

  it("let a route that may be cached say so: its own Cache-Control wins, also on a 304", async () => {
    const nav = await t.app.inject({ method: "GET", url: "/api/nav/footer" });
    expect(nav.headers["cache-control"]).toBe("max-age=300");
    const again = await t.app.inject({
      method: "GET",
      url: "/api/nav/footer",
      headers: { "if-none-match": String(nav.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe("max-age=300");
  });

  it("are a page's on the payment sandbox's page and the API docs", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/psp-sandbox/checkout/pay_unknown" }),
      t.app.inject({ method: "GET", url: "/api/docs/" }),
    ]);
    for (const response of responses) {
      expect(sent(response, PAGE), response.raw.req.url).toEqual(PAGE);
      expect(response.headers["cache-control"], response.raw.req.url).not.toBe("no-store");
    }
  });

  it("leave a page's own Content-Security-Policy to the page", async () => {
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.headers["content-security-policy"]).not.toContain("default-src 'none'");
    const sandbox = await t.app.inject({ method: "GET", url: "/psp-sandbox/checkout/pay_unknown" });
    expect(sandbox.headers["cross-origin-embedder-policy"]).toBeUndefined();
  });
});
