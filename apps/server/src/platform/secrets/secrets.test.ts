import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../config";
import type { Database } from "../db";
import { createTestDatabase } from "../db/test-db";
import { sharedSecret } from "./secrets";
import { platformSecrets } from "./secrets.tables";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PUBLISHED = ["whsec_sandbox_development_only", "sports_session_development_only"];

describe("shared secrets", () => {
  it("generates 256 random bits once and hands every caller the same value, even when they race", async () => {
    const values = await Promise.all(
      Array.from({ length: 8 }, () => sharedSecret(database.db, "race", "x_")),
    );
    expect(new Set(values).size).toBe(1);
    const value = values[0]!;
    // 32 bytes in base64url are 43 characters after the prefix.
    expect(value).toMatch(/^x_[\w-]{43}$/);
    expect(await sharedSecret(database.db, "race", "x_")).toBe(value);
    expect(await sharedSecret(database.db, "another")).not.toBe(value);
  });

  it("gives two processes started at once on an empty database the same webhook and sports secrets", async () => {
    const fresh = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", JOBS_POLL_MS: "0" });
    expect(config.PSP_WEBHOOK_SECRET).toBeUndefined();
    // Each app closes its database on close; here they share one, closed once at the end.
    const shared = { ...fresh, close: async () => undefined };
    const [one, two] = await Promise.all([
      buildApp({ config, database: shared }),
      buildApp({ config, database: shared }),
    ]);
    try {
      const a = one.services.config;
      const b = two.services.config;
      expect(a.PSP_WEBHOOK_SECRET).toBe(b.PSP_WEBHOOK_SECRET);
      expect(a.SPORTS_SESSION_SECRET).toBe(b.SPORTS_SESSION_SECRET);
      expect(a.PSP_WEBHOOK_SECRET).toMatch(/^whsec_[\w-]{43}$/);
      expect(a.SPORTS_SESSION_SECRET).not.toBe(a.PSP_WEBHOOK_SECRET);
      for (const published of PUBLISHED) {
        expect([a.PSP_WEBHOOK_SECRET, a.SPORTS_SESSION_SECRET]).not.toContain(published);
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
      await fresh.close();
    }
  });

  it("keeps a configured secret and stores nothing for it", async () => {
    const own = "a-webhook-secret-of-our-own-0123456789";
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", JOBS_POLL_MS: "0", PSP_WEBHOOK_SECRET: own }),
      database: { ...database, close: async () => undefined },
    });
    expect(app.services.config.PSP_WEBHOOK_SECRET).toBe(own);
    const stored = await database.db.select({ name: platformSecrets.name }).from(platformSecrets);
    expect(stored.map((row) => row.name).sort()).toEqual([
      "another",
      "content_preview",
      "race",
      "sports_session",
    ]);
    await app.close();
  });
});
