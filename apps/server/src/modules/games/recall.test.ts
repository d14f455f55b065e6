import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { casinoGames } from "../../db/schema";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const play = (headers: Record<string, string>, slug: string, id: string) =>
  call(
    t.app,
    "POST",
    `/api/games/${slug}/rounds`,
    headers,
    slug === "dice"
      ? { clientRoundId: id, stake: 1, dice: { target: 5000, direction: "under" } }
      : { clientRoundId: id, stake: 1, mode: "real" },
  );

describe("GET /api/user/casinoHistory filters", () => {
  it("filters by game and pages with load-more, only ever the caller's rounds", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const other = await fundedPlayer(t.app, 10_000n);
    for (let i = 0; i < 3; i++) expect((await play(p.headers, "dice", `d${i}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await play(p.headers, "comet-cascade", `c${i}`)).status).toBe(200);
    expect((await play(other.headers, "dice", "o1")).status).toBe(200);

    const dice = await call(t.app, "GET", "/api/user/casinoHistory?slug=dice&limit=2", p.headers);
    expect(dice.json.total).toBe(3);
    expect(dice.json.hasMore).toBe(true);
    expect(dice.json.items.map((r: { slug: string }) => r.slug)).toEqual(["dice", "dice"]);
    const more = await call(t.app, "GET", "/api/user/casinoHistory?slug=dice&limit=2&offset=2", p.headers);
    expect(more.json).toMatchObject({ total: 3, hasMore: false });
    expect(more.json.items).toHaveLength(1);

    const all = await call(t.app, "GET", "/api/user/casinoHistory", p.headers);
    expect(all.json.total).toBe(5);
    expect((await call(t.app, "GET", "/api/user/casinoHistory?slug=", p.headers)).status).toBe(400);
  });
});

describe("names in recall", () => {
  it("names each round's and each recently played game as the catalogue does, not by its slug", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    expect((await play(p.headers, "comet-cascade", "named-1")).status).toBe(200);
    const [game] = await t.app.services.db
      .select({ name: casinoGames.name })
      .from(casinoGames)
      .where(eq(casinoGames.slug, "comet-cascade"));
    const name = game?.name;
    const history = await call(t.app, "GET", "/api/user/casinoHistory", p.headers);
    expect(history.json.items[0]).toMatchObject({ slug: "comet-cascade", gameName: name });
    const recent = await call(t.app, "GET", "/api/user/recentPlayed", p.headers);
    expect(recent.json.items[0]).toMatchObject({ slug: "comet-cascade", name });
  });
});
