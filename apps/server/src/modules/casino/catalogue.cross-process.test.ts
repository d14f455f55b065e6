import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../platform/config";
import { databaseName, openDatabase } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { CATALOGUE_CHANNEL } from "./catalogue-cache";
import { importGamesFeed } from "./catalogue-import";

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;

/**
 * Scale-out: two server instances on one PostgreSQL and one Redis, each keeping the catalogue pages it answered in
 * memory. An import announced through one instance's bus must reach the other's lobby.
 */
describe.runIf(shared)("catalogue pages across server instances", () => {
  it("shows games imported next to instance A on a page instance B had already answered", async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ url: first.url });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      REDIS_URL: process.env.REDIS_URL,
      JOBS_POLL_MS: "0",
      SPORTS_FEED: "off",
    });
    const a = await buildApp({ config, database: first });
    const b = await buildApp({ config, database: second });
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const url = "/v1/casino/games?offset=0&limit=48&platform=PC&filter=vendor:acme";
      const page = async () => (await b.inject({ url })).json() as { total: number };
      expect((await page()).total).toBe(0);
      // Subscriptions to Redis are asynchronous: A publishes once both instances listen (else the news is lost).
      const channel = `vela:${await databaseName(first.db)}:bus:${CATALOGUE_CHANNEL}`;
      const listeners = async () => Number(((await redis.pubsub("NUMSUB", channel)) as [string, number])[1]);
      while ((await listeners()) < 2) await new Promise((r) => setTimeout(r, 50));
      await importGamesFeed(
        first.db,
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
      let seen = await page();
      for (let i = 0; i < 100 && seen.total === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        seen = await page();
      }
      expect(seen.total).toBe(1);
    } finally {
      redis.disconnect();
      await b.close();
      await a.close();
    }
  });
});
