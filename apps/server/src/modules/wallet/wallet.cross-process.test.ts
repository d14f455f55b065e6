import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../platform/config";
import { openDatabase } from "../../platform/db";
import { createTestDatabase } from "../../platform/db/test-db";
import { insertTestUser } from "../../test/fixtures";

const shared = process.env.DATABASE_URL && process.env.REDIS_URL;

/**
 * Scale-out: two server instances on one PostgreSQL and one Redis. A balance change made through the first must
 * reach an SSE client of the second (each instance has its own bus client; only Redis connects them).
 */
describe.runIf(shared)("balance events across server instances", () => {
  it("streams a change made on instance A to a client of instance B", async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ url: first.url });
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      REDIS_URL: process.env.REDIS_URL,
      JOBS_POLL_MS: "0",
    });
    const a = await buildApp({ config, database: first });
    const b = await buildApp({ config, database: second });
    try {
      const bUrl = await b.listen({ port: 0, host: "127.0.0.1" });
      const userId = await insertTestUser(first.db, { currency: "EUR" });
      const { token } = await b.services.sessions.create({ userId });
      const controller = new AbortController();
      const response = await fetch(`${bUrl}/v1/player/${userId}/balance/updates`, {
        headers: { "x-session-id": token },
        signal: controller.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = "";
      const readUntil = async (needle: string) => {
        while (!received.includes(needle)) received += (await reader.read()).value ?? "";
      };
      await readUntil('"source":"snapshot"');
      // Subscriptions to Redis are asynchronous; give B's subscriber a moment before A publishes.
      await new Promise((r) => setTimeout(r, 300));
      await a.services.wallet.transfer({
        idempotencyKey: `cross-${userId}`,
        kind: "deposit",
        currency: "EUR",
        postings: [
          { account: { operator: "payments_clearing" }, amount: -4200n },
          { account: { userId, kind: "real" }, amount: 4200n },
        ],
      });
      await readUntil('"afterAmount":42');
      expect(received).toContain('"source":"deposit"');
      controller.abort();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
