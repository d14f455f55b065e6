import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", CONTENT_IFRAME_HOSTS: "www.youtube-nocookie.com" } });
});
afterAll(() => t.close());

/** The security headers every response carried from @fastify/helmet and the Permissions-Policy hook. */
const EXPECTED: Record<string, string> = {
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

/** What a response sends besides them: the request id and the usual HTTP headers, nothing else. */
const OTHERS = ["content-type", "content-length", "x-request-id", "date", "connection"];

describe("security headers", () => {
  it("are exactly the same on an API answer, an error, a page and the docs", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/health/live" }),
      t.app.inject({ method: "GET", url: "/api/nope" }),
      t.app.inject({
        method: "POST",
        url: "/api/session/login",
        payload: "{",
        headers: { "content-type": "application/json" },
      }),
      t.app.inject({ method: "GET", url: "/psp-sandbox/checkout/pay_unknown" }),
      t.app.inject({ method: "GET", url: "/api/docs/" }),
    ]);
    for (const response of responses) {
      const sent = Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, response.headers[name]]));
      expect(sent, response.raw.req.url).toEqual(EXPECTED);
    }
  });

  it("are all an API answer sends besides its own headers: nothing added, nothing lost", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(Object.keys(response.headers).sort()).toEqual([...Object.keys(EXPECTED), ...OTHERS].sort());
  });

  it("leave the page's own Content-Security-Policy to the page", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(api.headers["content-security-policy"]).toBeUndefined();
    expect(api.headers["cross-origin-embedder-policy"]).toBeUndefined();
  });
});
