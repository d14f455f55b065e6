import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { loyaltyStore } from "./loyalty.store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

/**
 * Decision 0230: a player's loyalty totals are a row the earning statement updates, not a sum over every row they
 * ever earned. Twenty earnings at once (on PostgreSQL, on twenty connections) each see the totals their own points
 * made, so exactly one of them crosses a level's threshold and sends its message.
 */
describe("loyalty totals", () => {
  it("adds earnings at once one after the other, counts a source once, and always equals the ledger", async () => {
    const { userId } = await fundedPlayer(t.app, 0n);
    const db = t.app.services.db;
    const at = new Date("2026-11-27T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loyaltyStore.add(db, userId, `round:test-${userId}-${i}`, 60n, at),
      ),
    );
    const lifetimes = results.map((r) => r!.lifetime).sort((a, b) => (a < b ? -1 : 1));
    expect(lifetimes).toEqual(Array.from({ length: 20 }, (_, i) => BigInt(60 * (i + 1))));
    // Silver is 1,000 points: one earning took the player from below it to it or beyond.
    expect(lifetimes.filter((lifetime) => lifetime - 60n < 1_000n && lifetime >= 1_000n)).toHaveLength(1);

    expect(await loyaltyStore.add(db, userId, `round:test-${userId}-3`, 60n, at)).toBeNull();
    expect(await loyaltyStore.add(db, userId, `shop:test-${userId}`, -500n, at)).toEqual({
      points: 700n,
      lifetime: 1_200n,
    });
    expect(await loyaltyStore.totals(db, userId)).toEqual({ points: 700n, lifetime: 1_200n });
    const ledger = await db.execute(
      sql`select sum(points)::text as points, sum(greatest(points, 0))::text as lifetime
          from loyalty_points where user_id = ${userId}`,
    );
    expect((ledger as unknown as { rows: unknown[] }).rows[0]).toEqual({ points: "700", lifetime: "1200" });
  });

  it("answers zero for a player who never earned", async () => {
    const { userId } = await fundedPlayer(t.app, 0n);
    expect(await loyaltyStore.totals(t.app.services.db, userId)).toEqual({ points: 0n, lifetime: 0n });
  });
});
