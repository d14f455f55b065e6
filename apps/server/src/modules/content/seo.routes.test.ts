import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildSitemap } from "./sitemap";

let t: TestApp;
let withPublicUrl: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  // Stands in for the web app's SSR handler, which answers every other GET.
  t.app.get("/*", async () => "rendered page");
  withPublicUrl = await createTestApp({
    env: { JOBS_POLL_MS: "0", PUBLIC_URL: "https://www.vela.example/" },
  });
});
afterAll(async () => {
  await t.close();
  await withPublicUrl.close();
});

describe("GET /robots.txt", () => {
  it("allows everything but the API, dev tools and the sandbox, and points to the sitemap", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "casino.test:8080" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dev/\nDisallow: /psp-sandbox/\n\n" +
        "Sitemap: http://casino.test:8080/sitemap.xml\n",
    );
  });

  it("uses PUBLIC_URL when it is set, and never echoes a strange Host", async () => {
    const configured = await withPublicUrl.app.inject({ method: "GET", url: "/robots.txt" });
    expect(configured.body).toContain("Sitemap: https://www.vela.example/sitemap.xml");
    const forged = await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: 'evil"<x>' } });
    expect(forged.body).toContain("Sitemap: http://localhost/sitemap.xml");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every main route and published page in every locale with hreflang alternates", async () => {
    const response = await withPublicUrl.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "",
      "/casino",
      "/promotions",
      "/sports",
      "/sports/sporturi-live",
      "/live-casino",
      "/faq",
      "/reguli-de-pariere",
    ]) {
      for (const locale of ["en", "de", "en-ca"])
        expect(locs).toContain(`https://www.vela.example/${locale}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-CA" href="https://www.vela.example/en-ca/faq"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.vela.example/en/faq"/>',
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("is served before the web app's catch-all", async () => {
    expect((await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body).toContain("<urlset");
    expect((await t.app.inject({ method: "GET", url: "/robots.txt" })).body).toContain("User-agent");
    expect((await t.app.inject({ method: "GET", url: "/en/casino" })).body).toBe("rendered page");
  });
});

describe("buildSitemap", () => {
  it("escapes URLs and keeps the newest modification date per path", () => {
    const xml = buildSitemap("https://a.example", [
      { path: "/x", lastModified: new Date("2026-01-01T00:00:00Z") },
      { path: "/x", lastModified: new Date("2026-02-01T00:00:00Z") },
      { path: "/q&a" },
    ]);
    expect(xml.match(/<loc>https:\/\/a.example\/en\/x<\/loc>/g)).toHaveLength(1);
    expect(xml).toContain("<lastmod>2026-02-01</lastmod>");
    expect(xml).toContain("https://a.example/de/q&amp;a");
  });
});
