import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", CONTENT_IFRAME_HOSTS: "www.youtube-nocookie.com" } });
});
afterAll(() => t.close());

/** A page the server renders itself (no web build needed). */
const SANDBOX_PAGE = "/psp-sandbox/checkout/pay_unknown";

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
  it("is on every page: the provider's page, the docs, a page that is not there; not on the API's JSON", async () => {
    const pages = await Promise.all([
      t.app.inject({ method: "GET", url: "/psp-sandbox/checkout/pay_unknown" }),
      t.app.inject({ method: "GET", url: "/api/docs/" }),
      t.app.inject({ method: "GET", url: "/no-such-page" }),
    ]);
    for (const response of pages) {
      expect(response.headers["permissions-policy"], response.raw.req.url).toBeDefined();
    }
    // A JSON answer is never a document, so a document's policy means nothing there (decision 0242).
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(api.headers["permissions-policy"]).toBeUndefined();
  });

  it("denies camera, microphone, geolocation, payment, USB and the other powerful features", async () => {
    const policy = parse(
      (await t.app.inject({ method: "GET", url: SANDBOX_PAGE })).headers["permissions-policy"],
    );
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid"]) {
      expect(policy.get(feature), feature).toBe("()");
    }
  });

  it("keeps what the site uses for itself, and media features for the configured video hosts", async () => {
    const policy = parse(
      (await t.app.inject({ method: "GET", url: SANDBOX_PAGE })).headers["permissions-policy"],
    );
    expect(policy.get("clipboard-write")).toBe("(self)");
    expect(policy.get("fullscreen")).toBe('(self "https://www.youtube-nocookie.com")');
    expect(policy.get("autoplay")).toBe('(self "https://www.youtube-nocookie.com")');
  });
});
