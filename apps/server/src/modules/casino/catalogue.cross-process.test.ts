import { describe, expect, it } from "vitest";
import { eventually, sharedServices, twoInstances } from "../../test/two-instances";
import { CATALOGUE_CHANNEL } from "./catalogue-cache";
import { importGamesFeed } from "./catalogue-import";

/**
 * Scale-out: two server instances on one PostgreSQL and one Redis, each keeping the catalogue pages it answered in
 * memory. An import announced through one instance's bus must reach the other's lobby.
 */
describe.runIf(sharedServices)("catalogue pages across server instances", () => {
  it("shows games imported next to instance A on a page instance B had already answered", async () => {
    const { a, b, database, listening, close } = await twoInstances({ SPORTS_FEED: "off" });
    try {
      const url = "/v1/casino/games?offset=0&limit=48&platform=PC&filter=vendor:acme";
      const page = async () => (await b.inject({ url })).json() as { total: number };
      expect((await page()).total).toBe(0);
      await listening(CATALOGUE_CHANNEL);
      await importGamesFeed(
        database.db,
        {
          vendors: [{ id: "acme", displayName: "Acme Gaming" }],
          games: [
            {
              id: "acme-1",
              slug: "acme-gold-rush",
              gameCode: "AGR",
              name: "Gold Rush",
              vendor: "acme",
              thumbnails: { "114": "https://cdn.example/agr-114.png" },
              launchUrl: "https://games.example/agr",
            },
          ],
        },
        { bus: a.services.bus },
      );
      // The announcement travels through Redis: B hears it shortly after the import returns.
      expect(await eventually(async () => (await page()).total === 1)).toBe(true);
    } finally {
      await close();
    }
  });
});
