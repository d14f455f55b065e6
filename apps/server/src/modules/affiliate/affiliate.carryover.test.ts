import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { RELAXED_LIMITS } from "../../test/players";
import type { AccountRef } from "../wallet";

// Issue 16 §5: bonus money granted on 31 December and forfeited on 1 January made January's NGR +30 and paid 7.50
// with no play, because a negative month paid nothing and was forgotten. A negative month is carried forward.

let t: TestApp;
const clock = new ManualClock(new Date("2025-12-31T12:00:00Z"));
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", ...RELAXED_LIMITS } });
});
afterAll(() => t.close());

let serial = 0;
async function move(from: AccountRef, to: AccountRef, kind: string, minor: bigint) {
  await t.app.services.wallet.transfer({
    idempotencyKey: `carryover-test:${++serial}`,
    kind,
    currency: "EUR",
    postings: [
      { account: from, amount: -minor },
      { account: to, amount: minor },
    ],
  });
}

async function headersOf(userId: string) {
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

describe("negative carryover", () => {
  it("a negative month is carried into the next ones before any commission is paid", async () => {
    const affiliate = await fundedPlayer(t.app, 0n);
    await call(t.app, "POST", "/api/user/affiliate/campaign", affiliate.headers, {
      name: "X",
      code: "carry-1",
    });
    const player = await insertTestUser(t.database.db, { affiliateMarker: "carry-1" });
    const real = { userId: player, kind: "real" } as const;
    const bonus = { userId: player, kind: "bonus" } as const;
    // December: 30 of bonus money given, no play.
    await move({ operator: "bonus_cost" }, bonus, "bonus_grant", 3_000n);
    // January: it is forfeited, still no play.
    clock.set("2026-01-01T12:00:00Z");
    await move(bonus, { operator: "bonus_cost" }, "bonus_forfeit", 3_000n);
    // February: the player loses 40.
    clock.set("2026-02-10T12:00:00Z");
    await move({ operator: "payments_clearing" }, real, "deposit", 4_000n);
    await move(real, { operator: "game_revenue" }, "bet", 4_000n);
    clock.set("2026-03-02T12:00:00Z");
    const headers = await headersOf(affiliate.userId);
    const { periods } = (await call(t.app, "GET", "/api/user/affiliate/claim", headers)).json;
    const of = (key: string) => periods.find((p: { period: string }) => p.period === key);
    expect(of("2025-12")).toMatchObject({ netGamingRevenue: -30, commission: 0, carriedIn: 0 });
    expect(of("2026-01")).toMatchObject({ netGamingRevenue: 30, commission: 0, carriedIn: -30 });
    expect(of("2026-02")).toMatchObject({ netGamingRevenue: 40, commission: 10, carriedIn: 0 });
    const january = await call(t.app, "POST", "/api/user/affiliate/claim", headers, { period: "2026-01" });
    expect(january.json.code).toBe("NOTHING_TO_CLAIM");
    const february = await call(t.app, "POST", "/api/user/affiliate/claim", headers, { period: "2026-02" });
    expect(february.json.claim).toMatchObject({ period: "2026-02", amount: 10 });
  });

  it("a loss larger than the next month's revenue keeps being carried", async () => {
    clock.set("2026-04-10T12:00:00Z");
    const affiliate = await fundedPlayer(t.app, 0n);
    await call(t.app, "POST", "/api/user/affiliate/campaign", affiliate.headers, {
      name: "Y",
      code: "carry-2",
    });
    const player = await insertTestUser(t.database.db, { affiliateMarker: "carry-2" });
    const real = { userId: player, kind: "real" } as const;
    await move({ operator: "payments_clearing" }, real, "deposit", 1_000n);
    await move(real, { operator: "game_revenue" }, "bet", 1_000n);
    await move({ operator: "game_revenue" }, real, "win", 11_000n); // April: NGR −100
    clock.set("2026-05-10T12:00:00Z");
    await move(real, { operator: "game_revenue" }, "bet", 6_000n); // May: +60, still −40 overall
    clock.set("2026-06-10T12:00:00Z");
    await move(real, { operator: "game_revenue" }, "bet", 5_000n); // June: +50, +10 overall
    clock.set("2026-07-01T12:00:00Z");
    const headers = await headersOf(affiliate.userId);
    const { periods } = (await call(t.app, "GET", "/api/user/affiliate/claim", headers)).json;
    const of = (key: string) => periods.find((p: { period: string }) => p.period === key);
    expect(of("2026-05")).toMatchObject({ netGamingRevenue: 60, carriedIn: -100, commission: 0 });
    expect(of("2026-06")).toMatchObject({ netGamingRevenue: 50, carriedIn: -40, commission: 2.5 });
  });
});
