import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", CONTENT_IFRAME_HOSTS: "www.youtube-nocookie.com" } });
});
afterAll(() => t.close());

/** The policy as feature → allow-list. */
function parse(header: string | string[] | number | undefined): Map<string, string> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(/,\s*/)
      .map((entry) => {
        const [feature, allow] = entry.split("=");
        return [feature!, allow!] as const;
      }),
  );
}

describe("Permissions-Policy", () => {
  it("is on every response: JSON, errors, the provider's page, the docs", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/health" }),
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
      expect(response.headers["permissions-policy"], response.raw.req.url).toBeDefined();
    }
  });

  it("denies camera, microphone, geolocation, payment, USB and the other powerful features", async () => {
    const policy = parse(
      (await t.app.inject({ method: "GET", url: "/api/health" })).headers["permissions-policy"],
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid"]) {
      expect(policy.get(feature), feature).toBe("()");
    }
  });

  it("keeps what the site uses for itself, and media features for the configured video hosts", async () => {
    const policy = parse(
      (await t.app.inject({ method: "GET", url: "/api/health" })).headers["permissions-policy"],
    );
    expect(policy.get("clipboard-write")).toBe("(self)");
    expect(policy.get("fullscreen")).toBe('(self "https://www.youtube-nocookie.com")');
    expect(policy.get("autoplay")).toBe('(self "https://www.youtube-nocookie.com")');
  });
});
