import { describe, expect, it } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { sharedServices, twoInstances } from "../../test/two-instances";

/**
 * Scale-out: two server instances on one PostgreSQL and one Redis. A balance change made through the first must
 * reach an SSE client of the second (each instance has its own bus client; only Redis connects them).
 */
describe.runIf(sharedServices)("balance events across server instances", () => {
  it("streams a change made on instance A to a client of instance B", async () => {
    const { a, b, database, close } = await twoInstances();
    try {
      const bUrl = await b.listen({ port: 0, host: "127.0.0.1" });
      const userId = await insertTestUser(database.db, { currency: "EUR" });
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
      await close();
    }
  });
});
