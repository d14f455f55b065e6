import {
  CONTENT_FEEDS,
  CONTENT_FIELDS,
  contentListResponse,
  ErrorResponse,
  NAVIGATION_MESSAGES,
  NavigationResponse,
  PageResponse,
} from "@casino/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../../db/seed/content";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  await seedDemoContent(t.database.db);
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /api/page/{path or slug}", () => {
  it("serves a page in the CMS shape with the footer data", async () => {
    const response = await get("/api/page/casino?locale=de");
    expect(response.statusCode).toBe(200);
    const [page] = PageResponse.parse(response.json()).data;
    expect(page?.attributes).toMatchObject({ pageType: "CasinoPage", locale: "de", path: "/casino" });
    expect(page?.attributes.content).toContain("<h2>Die Casino-Lobby von Vela</h2>");
    const { footer } = page!.attributes;
    expect(footer.seals.map((s) => s.icon)).toContain("/brand/seal-license.svg");
    expect(footer.payments.map((p) => p.name)).toEqual([
      "Karte",
      "Banküberweisung",
      "E-Wallet",
      "Online-Banking",
      "Prepaid-Gutschein",
    ]);
    expect(footer.payments[0]).toEqual({
      name: "Karte",
      link: "/faq",
      target: "_self",
      icons: ["/brand/pay-card.svg"],
    });
    expect(footer.social.length).toBeGreaterThan(0);
    expect(footer.providers.length).toBeGreaterThan(0);
    expect(footer.license).toContain("VG/2026/001");
  });

  it("finds pages by slug, by path, and the home page at the root", async () => {
    const byPath = PageResponse.parse((await get("/api/page/live-casino")).json()).data[0];
    expect(byPath?.attributes.pageType).toBe("CasinoLivePage");
    for (const url of ["/api/page/home", "/api/page/", "/api/page//"]) {
      const home = PageResponse.parse((await get(url)).json()).data[0];
      expect(home?.attributes.pageType, url).toBe("HomePage");
    }
  });

  it("serves the Romanian rules pages in Romanian whatever the locale", async () => {
    for (const locale of ["en", "de", "en-ca"]) {
      const response = await get(`/api/page/reguli-de-pariere?locale=${locale}`);
      const attributes = PageResponse.parse(response.json()).data[0]?.attributes;
      expect(attributes?.lang).toBe("ro");
      expect(attributes?.content).toContain("Reguli de pariere");
    }
  });

  it("takes the locale from X-Locale first, normalises it and falls back to English", async () => {
    const canadian = PageResponse.parse(
      (await get("/api/page/terms-and-conditions", { "x-locale": "en-CA" })).json(),
    );
    expect(canadian.data[0]?.attributes.locale).toBe("en-ca");
    expect(canadian.data[0]?.attributes.content).toContain("province or territory of residence");
    const unknown = PageResponse.parse((await get("/api/page/faq?locale=fr")).json());
    expect(unknown.data[0]?.attributes.locale).toBe("en");
  });

  it("answers an unknown page with a JSON 404", async () => {
    for (const url of ["/api/page/no-such-page", "/api/page/%3Cscript%3E", `/api/page/${"a".repeat(300)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(ErrorResponse.parse(response.json()).code).toBe("NOT_FOUND");
    }
  });

  it("is cacheable for 300 s with an ETag, and answers 304 to a matching If-None-Match", async () => {
    const first = await fetch(`${baseUrl}/api/page/casino?locale=en`);
    expect(first.headers.get("cache-control")).toBe("max-age=300");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${baseUrl}/api/page/casino?locale=en`, {
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const strong = await fetch(`${baseUrl}/api/page/casino?locale=en`, {
      headers: { "if-none-match": `"other", ${etag!.slice(2)}` },
    });
    expect(strong.status).toBe(304);
    const otherLocale = await fetch(`${baseUrl}/api/page/casino?locale=de`, {
      headers: { "if-none-match": etag! },
    });
    expect(otherLocale.status).toBe(200);
    expect(otherLocale.headers.get("etag")).not.toBe(etag);
  });
});

describe("GET /api/nav/{slug}", () => {
  it("returns the menu with the success message, submenus, authenticated and external items", async () => {
    const response = await get("/api/nav/sidebar", { "x-locale": "de" });
    expect(response.statusCode).toBe(200);
    const body = NavigationResponse.parse(response.json());
    expect(body.message).toBe(NAVIGATION_MESSAGES.success);
    expect(body.data.locale).toBe("de");
    const account = body.data.items.find((item) => item.path === "/profile");
    expect(account?.authenticated).toBe(true);
    expect(account?.items.length).toBeGreaterThan(2);
    const help = body.data.items.find((item) => item.path === "/faq");
    expect(help?.items.find((item) => item.external)?.path).toBe("https://www.check-dein-spiel.de");
    expect(response.headers["cache-control"]).toBe("max-age=300");
    expect(response.headers.etag).toBeTruthy();
  });

  it("has the header, footer and bottom-bar menus", async () => {
    for (const slug of ["header", "footer", "bottom-bar"]) {
      expect((await get(`/api/nav/${slug}`)).statusCode, slug).toBe(200);
    }
    const bar = NavigationResponse.parse((await get("/api/nav/bottom-bar")).json());
    expect(bar.data.items.map((item) => item.path)).toEqual([
      "/casino",
      "/promotions",
      "/sports",
      "/sports/sporturi-live",
    ]);
  });

  it("answers an unknown menu with a JSON 404 carrying the navigation failure text", async () => {
    const response = await get("/api/nav/nope");
    expect(response.statusCode).toBe(404);
    expect(ErrorResponse.parse(response.json()).message).toBe(NAVIGATION_MESSAGES.failure);
  });
});

describe("the list feeds", () => {
  it.each(CONTENT_FEEDS.map((feed) => [feed.path, feed] as const))(
    "%s answers in the CMS shape",
    async (_path, feed) => {
      const response = await get(`${feed.path}?theme=Dark`, { "x-locale": "de" });
      expect(response.statusCode).toBe(200);
      const body = contentListResponse(CONTENT_FIELDS[feed.type]).parse(response.json());
      expect(body.meta.locale).toBe("de");
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((entry) => entry.attributes.status === "published")).toBe(true);
      expect(response.headers["cache-control"]).toBe("private, no-cache");
    },
  );

  it("lists promotions in order, with their terms", async () => {
    const body = contentListResponse(CONTENT_FIELDS.promotion).parse((await get("/api/promotions")).json());
    expect(body.data.map((entry) => entry.attributes.slug)).toEqual([
      "welcome-match",
      "free-spins-comet-cascade",
      "weekly-reload",
      "live-cashback",
      "sports-free-bet",
      "polar-lights-tournament",
    ]);
    expect(body.data[0]?.attributes.terms).toContain("30×");
  });

  it("rejects malformed flags with a 400, never a 500", async () => {
    for (const query of ["theme=purple", "authenticated=maybe", "draft=abc"]) {
      const response = await get(`/api/bannersv2?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes every content endpoint", async () => {
    const response = await get("/api/openapi.json");
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const feed of CONTENT_FEEDS) expect(paths).toContain(feed.path);
    expect(paths).toContain("/api/nav/{slug}");
    expect(paths.some((path) => path.startsWith("/api/page/"))).toBe(true);
  });
});

describe("a failing feed", () => {
  it("answers with the message of its feed (docs/product/content.md#messages) instead of a bare 500", async () => {
    const broken = await createTestApp();
    try {
      // The store fails: every feed must explain itself with its own message.
      await broken.database.db.execute(sql.raw("ALTER TABLE content_entries RENAME TO content_entries_gone"));
      for (const feed of CONTENT_FEEDS) {
        const response = await broken.app.inject({ method: "GET", url: feed.path });
        expect(response.statusCode, feed.path).toBe(503);
        const body = ErrorResponse.parse(response.json());
        expect(body).toMatchObject({ code: "UNAVAILABLE", message: feed.failureMessage });
      }
      expect(CONTENT_FEEDS.find((feed) => feed.path === "/api/bannersv2")?.failureMessage).toBe(
        "Sliders couldn't be fetched",
      );
    } finally {
      await broken.close();
    }
  });
});
