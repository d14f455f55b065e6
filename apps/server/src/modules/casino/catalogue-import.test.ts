import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { type GamesFeed, importGamesFeed, vendorSlug } from "./catalogue-import";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const feed: GamesFeed = {
  vendors: [
    {
      id: "acme",
      displayName: "Acme Gaming",
      subVendors: [{ id: "acme-live", displayName: "Acme Live! 2" }],
    },
  ],
  games: [
    {
      id: "acme-1",
      slug: "acme-gold-rush",
      gameCode: "AGR",
      name: "Gold Rush",
      vendor: "acme",
      subVendor: "acme-live",
      thumbnails: { "114": "https://cdn.example/agr-114.png" },
      hasFunMode: true,
      launchUrl: "https://games.example/agr",
      groups: ["popular"],
      restrictedCountries: ["us"],
      platforms: ["PC"],
    },
  ],
};

describe("games feed import", () => {
  it("derives sub-vendor slugs from names (lowercase letters only)", () => {
    expect(vendorSlug("Acme Live! 2")).toBe("acmelive");
  });

  it("adds vendors, games and group memberships, idempotently", async () => {
    await importGamesFeed(t.database.db, feed, { bus: t.app.services.bus });
    await importGamesFeed(t.database.db, feed, { bus: t.app.services.bus });
    const game = (await t.app.inject({ url: "/v1/casino/games?filter=slug:acme-gold-rush" })).json();
    expect(game.items).toHaveLength(1);
    expect(game.items[0]).toMatchObject({
      kind: "external",
      subVendor: "acme-live",
      groupInfos: [{ groupId: "popular" }],
    });
    const sub = (await t.app.inject({ url: "/v1/casino/subVendors/acme-live" })).json();
    expect(sub.items[0]).toMatchObject({ slug: "acmelive", games: { count: 1 } });
    const us = (await t.app.inject({ url: "/v1/casino/games?filter=vendor:acme&country=US" })).json();
    expect(us.total).toBe(0);
    const android = (
      await t.app.inject({ url: "/v1/casino/games?filter=vendor:acme&platform=Android" })
    ).json();
    expect(android.total).toBe(0);
    const pc = (
      await t.app.inject({ url: "/v1/casino/games?filter=vendor:acme&platform=PC&language=de" })
    ).json();
    expect(pc.total).toBe(1);
  });

  it("shows the imported games on a page the server had already answered", async () => {
    const url = "/v1/casino/games?offset=0&limit=48&filter=vendor:acme-later";
    const before = (await t.app.inject({ url })).json();
    expect(before.total).toBe(0);
    await importGamesFeed(
      t.database.db,
      {
        vendors: [{ id: "acme-later", displayName: "Acme Later" }],
        games: [
          { ...feed.games[0]!, id: "acme-3", slug: "acme-later", vendor: "acme-later", subVendor: undefined },
        ],
      },
      { bus: t.app.services.bus },
    );
    const after = (await t.app.inject({ url })).json();
    expect(after.items.map((g: { slug: string }) => g.slug)).toEqual(["acme-later"]);
  });

  it("refuses a feed whose game has no 114 icon and changes nothing", async () => {
    const bad = {
      games: [{ ...feed.games[0]!, id: "acme-2", slug: "acme-bad", thumbnails: { "228": "x" } }],
    };
    await expect(importGamesFeed(t.database.db, bad)).rejects.toThrow(/114/);
    expect((await t.app.inject({ url: "/v1/casino/games?filter=id:acme-2" })).statusCode).toBe(404);
  });

  it("runs as a command against a data directory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vela-import-"));
    try {
      const file = path.join(dir, "feed.json");
      await writeFile(file, JSON.stringify(feed));
      const { stdout } = await promisify(execFile)(
        "npx",
        ["tsx", path.join(import.meta.dirname, "import-games.ts"), file],
        // Always the embedded database in a temporary directory, never the shared test server.
        { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" } },
      );
      expect(stdout).toContain("imported 1 games and 2 vendors");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A hang detector: a fresh embedded database runs every migration first, beside CI's parallel suites.
  }, 180_000);
});
