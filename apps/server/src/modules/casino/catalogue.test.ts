import { CataloguePage, HighlightedGamesResponse } from "@casino/contract";
import { studioGames } from "@casino/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { VELA_MEGA } from "../engagement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: "GET", url });
  return { status: response.statusCode, json: response.json() };
};

describe("game-content API", () => {
  it("lists every studio game with group infos, icon 114 and launch info", async () => {
    const { status, json } = await get("/v1/casino/games?limit=100");
    expect(status).toBe(200);
    const page = CataloguePage.parse(json);
    expect(page.total).toBe(studioGames.length);
    const comet = page.items.find((g) => g.slug === "comet-cascade")!;
    expect(comet).toMatchObject({
      kind: "slot",
      vendor: "vela-studios",
      hasFunMode: true,
      volatility: "medium",
      launchUrl: "/casino/game/comet-cascade",
      thumbnails: { "114": "/games/comet-cascade/thumb-114.svg" },
    });
    expect((comet.groupInfos as unknown[]).length).toBeGreaterThan(0);
  });

  it("paginates, selects fields and expands the vendor", async () => {
    const first = (await get("/v1/casino/games?offset=0&limit=5&fields=slug,vendor&expand=vendor")).json;
    const second = (await get("/v1/casino/games?offset=5&limit=5&fields=slug")).json;
    expect(first.count).toBe(5);
    expect(Object.keys(first.items[0]).sort()).toEqual(["slug", "vendor"]);
    expect(first.items[0].vendor).toMatchObject({ displayName: "Vela Studios", slug: "velastudios" });
    const slugs = [...first.items, ...second.items].map((g: { slug: string }) => g.slug);
    expect(new Set(slugs).size).toBe(10);
  });

  // docs/product/casino.md#game-content-api
  it("takes the pagination parameter as key:value pairs and as JSON", async () => {
    const all = (await get("/v1/casino/games?limit=100&fields=slug")).json.items.map(
      (g: { slug: string }) => g.slug,
    );
    const pairs = await get("/v1/casino/games?pagination=offset:0,limit:2&fields=slug");
    expect(pairs.status).toBe(200);
    expect(pairs.json).toMatchObject({ count: 2, offset: 0, limit: 2 });
    const json = encodeURIComponent(JSON.stringify({ offset: 2, limit: 3 }));
    const next = (await get(`/v1/casino/games?pagination=${json}&fields=slug`)).json;
    expect(next).toMatchObject({ count: 3, offset: 2, limit: 3 });
    expect([...pairs.json.items, ...next.items].map((g: { slug: string }) => g.slug)).toEqual(
      all.slice(0, 5),
    );
    expect((await get("/v1/casino/vendors?pagination=limit:1")).json.count).toBe(1);
    for (const bad of ["offset:-1", "limit:0", "limit:two", "page:2", "offset", "{"]) {
      const refused = await get(`/v1/casino/games?pagination=${encodeURIComponent(bad)}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.json.code).toBe("BAD_REQUEST");
    }
  });

  it("filters by key:value pairs and by JSON", async () => {
    const tables = (await get("/v1/casino/games?filter=kind:roulette")).json;
    expect(tables.items.map((g: { slug: string }) => g.slug)).toEqual(["european-roulette"]);
    const json = encodeURIComponent(JSON.stringify({ subVendor: "vela-tables", name: "jack" }));
    expect((await get(`/v1/casino/games?filter=${json}`)).json.items[0].slug).toBe("blackjack");
    const search = (await get("/v1/casino/games?filter=name:%25")).json;
    expect(search.total).toBe(0);
    expect((await get("/v1/casino/games?filter=colour:red")).status).toBe(400);
  });

  it("fails a single game lookup with its fixed message (docs/product/casino.md#errors)", async () => {
    const { status, json } = await get("/v1/casino/games?filter=slug:no-such-game");
    expect(status).toBe(404);
    expect(json.message).toBe("Game could not be found");
  });

  it("drops groups without games", async () => {
    const casino = (await get("/v1/casino/groups/casino")).json;
    expect(casino.items.map((g: { id: string }) => g.id)).toContain("slots");
    const popular = (await get("/v1/casino/groups/popular/popular-games")).json;
    expect(popular.items[0].games.total).toBe(studioGames.length);
  });

  it("has a Jackpot games group listing exactly the games that carry the jackpot", async () => {
    // Issue 17: the lobby's "Jackpot games" tab. The jackpot's own game list is the truth (engagement config).
    const slugs = (items: Array<{ slug: string }>) => items.map((g) => g.slug).sort();
    const group = (await get("/v1/casino/groups/jackpot/jackpot-games")).json;
    expect(group.items[0].name).toBe("Jackpot games");
    expect(slugs(group.items[0].games.items)).toEqual([...VELA_MEGA.games].sort());
    const byFilter = (await get(`/v1/casino/games?filter=group:jackpot-games&limit=100`)).json;
    expect(slugs(byFilter.items)).toEqual([...VELA_MEGA.games].sort());
    // The catalogue's jackpot list (jackpot flag and a group) agrees.
    expect(slugs((await get("/v1/casino/jackpots")).json.items)).toEqual([...VELA_MEGA.games].sort());
  });

  it("lists vendors and sub-vendors, and one vendor with its games", async () => {
    const subs = (await get("/v1/casino/subVendors")).json;
    expect(subs.limit).toBe(50);
    expect((await get("/v1/casino/subVendors?limit=5000")).json.limit).toBe(1000);
    expect(subs.items.map((v: { slug: string }) => v.slug).sort()).toEqual(["velaslots", "velatables"]);
    const vendor = (await get("/api/vendor/vela-studios")).json;
    expect(vendor.items[0].games.total).toBe(studioGames.length);
    const sub = (await get("/api/vendor/velatables")).json;
    expect(sub.items[0].games.items.map((g: { kind: string }) => g.kind).sort()).toEqual([
      "blackjack",
      "dice",
      "roulette",
    ]);
    expect((await get("/v1/casino/vendors/nobody")).status).toBe(404);
    expect((await get("/v1/casino/categories")).json.items.length).toBeGreaterThan(0);
  });

  it("serves the highlighted games", async () => {
    const { json } = await get("/api/casinoGamesHighlighted");
    expect(HighlightedGamesResponse.parse(json).items.length).toBeGreaterThan(0);
  });
});
