import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { limitsStore } from "./limits.store";
import { playerExclusions, playerLimits } from "./limits.tables";
import { newPlayer } from "./limits.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const now = new Date("2026-11-27T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

async function limit(userId: string, type: string, period: string, value: bigint) {
  const row = { userId, type, period, value, currency: "EUR", updatedAt: now };
  await t.app.services.db.insert(playerLimits).values(row);
  return { ...row, pendingValue: null, pendingAt: null };
}

async function exclusion(userId: string, kind: string, startsAt: Date, endsAt: Date | null) {
  const [row] = await t.app.services.db
    .insert(playerExclusions)
    .values({ userId, kind, period: "x", reason: "test", startsAt, endsAt })
    .returning();
  return row!;
}

/**
 * The stake's one read under the money lock (decision 0226): the limits as their own read answers them, with the
 * exclusion in force that lasts longest, whichever of the two the player has.
 */
describe("the limits and exclusion a stake checks, in one statement", () => {
  it("answers no limits and no exclusion for a player with neither", async () => {
    const p = await newPlayer(t);
    expect(await limitsStore.guard(t.app.services.db, p.userId, now)).toEqual({ limits: [] });
  });

  it("answers every limit, typed as the limits' own read, when there is no exclusion in force", async () => {
    const p = await newPlayer(t);
    await limit(p.userId, "loss", "daily", 50_00n);
    await limit(p.userId, "wagering", "weekly", 9_007_199_254_740_993n);
    await exclusion(p.userId, "cool_off", at("2026-11-20T00:00:00Z"), at("2026-11-27T11:59:59Z")); // over
    await exclusion(p.userId, "self_exclusion", at("2026-11-27T12:00:01Z"), null); // not yet started
    const guard = await limitsStore.guard(t.app.services.db, p.userId, now);
    const sorted = (rows: { type: string }[]) => [...rows].sort((a, b) => a.type.localeCompare(b.type));
    expect(sorted(guard.limits)).toEqual(sorted(await limitsStore.list(t.app.services.db, p.userId)));
    expect(guard.limits.map((l) => l.value).sort()).toEqual([50_00n, 9_007_199_254_740_993n]);
    expect(guard.exclusion).toBeUndefined();
  });

  it("answers the longest exclusion in force, permanent first, with or without limits", async () => {
    const alone = await newPlayer(t);
    await exclusion(alone.userId, "cool_off", at("2026-11-26T00:00:00Z"), at("2026-12-03T00:00:00Z"));
    const longest = await exclusion(
      alone.userId,
      "cool_off",
      at("2026-11-27T00:00:00Z"),
      at("2026-12-27T00:00:00Z"),
    );
    expect(await limitsStore.guard(t.app.services.db, alone.userId, now)).toEqual({
      limits: [],
      exclusion: longest,
    });

    const both = await newPlayer(t);
    const daily = await limit(both.userId, "deposit", "daily", 20_00n);
    await exclusion(both.userId, "cool_off", at("2026-11-26T00:00:00Z"), at("2026-12-03T00:00:00Z"));
    const permanent = await exclusion(both.userId, "self_exclusion", at("2026-11-27T11:00:00Z"), null);
    const guard = await limitsStore.guard(t.app.services.db, both.userId, now);
    expect(guard).toEqual({ limits: [daily], exclusion: permanent });
  });
});
