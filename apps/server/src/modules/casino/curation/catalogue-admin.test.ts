import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

// docs/product/back-office.md#catalogue: staff switch games off per country, pick the featured row and order the
// lobby's groups; the public lobby shows each change on the next read (the cached pages are dropped).

let t: TestApp;
let content: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0", DEFAULT_COUNTRY: "GB" } });
  content = (await fundedPlayer(t.app, 0n, { roles: ["player", "content"] })).headers;
  admin = (await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] })).headers;
});
afterAll(() => t.close());

const from = (country: string) => ({ "x-country": country });
const slugsOf = (json: { items: Array<{ slug: string }> }) => json.items.map((g) => g.slug);
const lobby = async (country: string, url = "/v1/casino/games?limit=100&fields=slug") =>
  (await call(t.app, "GET", url, from(country))).json;
const idOf = async (slug: string) =>
  (await call(t.app, "GET", `/v1/casino/games?filter=slug:${slug}&fields=id`)).json.items[0].id as string;
const auditOf = async (action: string) =>
  (await call(t.app, "GET", `/api/admin/audit?action=${action}`, admin)).json.items as Array<{
    action: string;
    targetId: string;
    staffId: string;
    after: unknown;
  }>;

describe("catalogue curation", () => {
  it("switches a game off in one country: gone from its lobby, search and game page, no round; others keep it", async () => {
    // Warm the cache of both countries first: the change must still show at once.
    expect(slugsOf(await lobby("DE"))).toContain("blackjack");
    expect(slugsOf(await lobby("NL"))).toContain("blackjack");

    const off = await call(t.app, "PUT", "/api/admin/catalogue/games/blackjack/availability", content, {
      country: "de",
      enabled: false,
    });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json).toEqual({ disabledCountries: ["DE"] });

    expect(slugsOf(await lobby("DE"))).not.toContain("blackjack");
    expect(slugsOf(await lobby("NL"))).toContain("blackjack");
    const search = "/v1/casino/games?filter=name:Blackjack&fields=slug";
    expect(slugsOf(await lobby("DE", search))).toEqual([]);
    expect(slugsOf(await lobby("NL", search))).toContain("blackjack");
    const page = await call(t.app, "GET", "/v1/casino/games?filter=slug:blackjack", from("DE"));
    expect(page.status).toBe(404);
    // The game-content API's explicit country is honoured too; a group list leaves it out.
    expect(slugsOf(await lobby("NL", "/v1/casino/games?limit=100&fields=slug&country=DE"))).not.toContain(
      "blackjack",
    );
    const groups = (await lobby("DE", "/v1/casino/groups/popular/popular-games")).items[0].games.items;
    expect(slugsOf({ items: groups })).not.toContain("blackjack");

    const player = await fundedPlayer(t.app, 100_000n);
    const refused = await call(
      t.app,
      "POST",
      "/api/games/blackjack/rounds",
      { ...player.headers, ...from("DE") },
      {
        stake: 10,
        clientRoundId: "curated-de",
      },
    );
    expect([refused.status, refused.json.code]).toEqual([404, "GAME_NOT_FOUND"]);
    const played = await call(
      t.app,
      "POST",
      "/api/games/blackjack/rounds",
      { ...player.headers, ...from("NL") },
      {
        stake: 10,
        clientRoundId: "curated-nl",
      },
    );
    expect(played.status, JSON.stringify(played.json)).toBe(200);

    const [row] = await auditOf("catalogue.game-disable");
    expect(row).toMatchObject({ targetId: await idOf("blackjack"), after: { disabledCountries: ["DE"] } });

    const on = await call(t.app, "PUT", "/api/admin/catalogue/games/blackjack/availability", content, {
      country: "DE",
      enabled: true,
    });
    expect(on.json).toEqual({ disabledCountries: [] });
    expect(slugsOf(await lobby("DE"))).toContain("blackjack");
    expect((await auditOf("catalogue.game-enable")).length).toBe(1);
    const listed = (await call(t.app, "GET", "/api/admin/catalogue/games?search=black", content)).json.items;
    expect(listed).toEqual([expect.objectContaining({ slug: "blackjack", disabledCountries: [] })]);
  });

  it("guests without a country header get the configured default country", async () => {
    await call(t.app, "PUT", "/api/admin/catalogue/games/comet-cascade/availability", content, {
      country: "GB",
      enabled: false,
    });
    const guest = (await call(t.app, "GET", "/v1/casino/games?limit=100&fields=slug")).json;
    expect(slugsOf(guest)).not.toContain("comet-cascade");
    expect(slugsOf(await lobby("DE"))).toContain("comet-cascade");
    await call(t.app, "PUT", "/api/admin/catalogue/games/comet-cascade/availability", content, {
      country: "GB",
      enabled: true,
    });
  });

  it("sets the featured row the lobby shows", async () => {
    const featured = async () => slugsOf((await call(t.app, "GET", "/api/casinoGamesHighlighted")).json);
    const before = await featured();
    const pick = "blackjack";
    const wasIn = before.includes(pick);
    const flip = await call(t.app, "PUT", `/api/admin/catalogue/games/${pick}/featured`, content, {
      featured: !wasIn,
    });
    expect(flip.status, JSON.stringify(flip.json)).toBe(200);
    expect((await featured()).includes(pick)).toBe(!wasIn);
    const [row] = await auditOf("catalogue.game-featured");
    expect(row).toMatchObject({ targetId: await idOf(pick), after: { featured: !wasIn } });
    await call(t.app, "PUT", `/api/admin/catalogue/games/${pick}/featured`, content, { featured: wasIn });
    expect((await featured()).includes(pick)).toBe(wasIn);
  });

  it("orders the lobby's groups, and refuses an order that leaves one out", async () => {
    const order = async () =>
      (await call(t.app, "GET", "/v1/casino/groups/casino")).json.items.map((g: { id: string }) => g.id);
    const groups = (await call(t.app, "GET", "/api/admin/catalogue/groups?source=casino", content)).json
      .items as Array<{
      id: string;
    }>;
    expect(groups.length).toBeGreaterThan(1);
    const reversed = groups.map((g) => g.id).reverse();
    await order(); // cached
    const saved = await call(t.app, "PUT", "/api/admin/catalogue/groups/order", content, {
      source: "casino",
      ids: reversed,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.items.map((g: { id: string }) => g.id)).toEqual(reversed);
    const shown = await order();
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await auditOf("catalogue.groups-order"))[0]).toMatchObject({
      targetId: "casino",
      after: { order: reversed },
    });

    const partial = await call(t.app, "PUT", "/api/admin/catalogue/groups/order", content, {
      source: "casino",
      ids: reversed.slice(1),
    });
    expect([partial.status, partial.json.code]).toEqual([400, "BAD_REQUEST"]);
  });

  it("lets the same staff set the game of the week (a content entry the lobby's banner reads)", async () => {
    const saved = await call(t.app, "PUT", "/api/admin/content", content, {
      type: "game-of-the-week",
      slug: "curated-week",
      locale: "en",
      fields: {
        gameSlug: "blackjack",
        title: "Game of the week: Blackjack",
        text: "Double points.",
        image: { src: "/brand/art-free-spins.svg", alt: "Blackjack" },
        pointsBoost: 2,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const published = await call(t.app, "POST", `/api/admin/content/${saved.json.id}/publish`, content, {});
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const pick = await call(t.app, "GET", "/api/game-of-the-week");
    expect(pick.json).toMatchObject({
      slug: "blackjack",
      title: "Game of the week: Blackjack",
      pointsBoost: 2,
    });
  });

  it("is refused to a player and to staff without catalogue.manage; unknown games are 404", async () => {
    const player = (await fundedPlayer(t.app, 0n)).headers;
    const support = (await fundedPlayer(t.app, 0n, { roles: ["player", "support"] })).headers;
    for (const headers of [player, support]) {
      const response = await call(t.app, "PUT", "/api/admin/catalogue/games/blackjack/featured", headers, {
        featured: true,
      });
      expect([response.status, response.json.code]).toEqual([403, "FORBIDDEN"]);
    }
    const unknown = await call(t.app, "PUT", "/api/admin/catalogue/games/nope/featured", content, {
      featured: true,
    });
    expect([unknown.status, unknown.json.code]).toEqual([404, "NOT_FOUND"]);
    const bad = await call(t.app, "PUT", "/api/admin/catalogue/games/blackjack/availability", content, {
      country: "Germany",
      enabled: false,
    });
    expect(bad.status).toBe(400);
  });
});
