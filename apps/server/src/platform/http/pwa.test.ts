import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PwaAssets, precacheList, registerPwa, webManifest } from "./pwa";
import { WEB_ROOT } from "./web";

const assets: PwaAssets = {
  version: "abc123",
  entry: { module: "/assets/entry.client-X1.js", imports: ["/assets/chunk-A.js"] },
  routes: {
    root: { module: "/assets/root-R.js", imports: ["/assets/chunk-B.js"], css: ["/assets/root-C.css"] },
    "routes/locale-layout": { module: "/assets/layout-L.js" },
    "routes/casino": { module: "/assets/casino-Z.js" },
  },
};

const app = Fastify();
beforeAll(async () => {
  await registerPwa(app, { webRoot: WEB_ROOT, assets: async () => assets });
});
afterAll(() => app.close());

describe("web app manifest", () => {
  it("is served per locale as application/manifest+json and opens the app in that locale", async () => {
    const response = await app.inject({ url: "/de/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: "/",
      short_name: "Vela",
      lang: "de",
      start_url: "/de?source=pwa",
      scope: "/",
      display: "standalone",
      theme_color: "#0a0e1a",
      background_color: "#0a0e1a",
    });
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toContain("/de/promotions?source=pwa");
    expect(webManifest("en-ca").start_url).toBe("/en-ca?source=pwa");
  });

  it("has an SVG icon for any purpose and a maskable one", () => {
    const icons = webManifest("en").icons;
    expect(icons).toContainEqual(expect.objectContaining({ type: "image/svg+xml", purpose: "any" }));
    expect(icons).toContainEqual(expect.objectContaining({ type: "image/svg+xml", purpose: "maskable" }));
  });
});

describe("service worker", () => {
  it("is served as JavaScript that is never cached, with its version and shell precache", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const [preamble = ""] = response.body.split("\n");
    const config = JSON.parse(preamble.replace(/^self\.VELA_SW = /, "").replace(/;$/, ""));
    expect(config.version).toBe("abc123");
    expect(config.precache).toEqual(
      expect.arrayContaining(["/assets/entry.client-X1.js", "/assets/root-C.css"]),
    );
    // Only the shell: a page's own code is cached when it is first used.
    expect(config.precache).not.toContain("/assets/casino-Z.js");
    expect(response.body).toContain('addEventListener("fetch"');
  });

  it("never lets the API, the live streams or the dev outbox into a cache", async () => {
    const body = (await app.inject({ url: "/sw.js" })).body;
    const never = /const NEVER = \[(.*)\];/.exec(body)?.[1] ?? "";
    // The worker's own pattern list as written (`/^\/api\//, …`), turned back into RegExps to test it.
    const patterns = never.split(", ").map((literal) => new RegExp(literal.slice(1, -1)));
    for (const path of ["/api/session/authenticate", "/v1/player/1/balance/updates", "/dev/outbox", "/sw.js"])
      expect(
        patterns.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    expect(patterns.some((pattern) => pattern.test("/en/casino"))).toBe(false);
  });

  it("precaches the shell of the build being served", () => {
    expect(precacheList(assets)).toEqual(
      expect.arrayContaining([
        "/assets/chunk-A.js",
        "/assets/layout-L.js",
        "/icons/icon.svg",
        "/en/manifest.webmanifest",
      ]),
    );
  });
});
