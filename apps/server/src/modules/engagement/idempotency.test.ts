import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { allAtOnce, call, fundedPlayer, withKey } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { loyaltyStore } from "./loyalty/loyalty.store";

// The Idempotency-Key on the engagement money calls (shop, wheel, advent door, tournament entry; the bonus claim's
// is in bonus/bonus.idempotency.test.ts): concurrent calls with one key get the first answer and make one effect;
// the key on another request is refused with 409. The PostgreSQL run is the one where the calls really race.

const clock = new ManualClock(new Date("2026-12-03T10:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, body?: unknown) =>
  call(t.app, "POST", url, headers, body);

describe("the points shop", () => {
  it("five buys with one key: one purchase; the key on another item is 409", async () => {
    const p = await fundedPlayer(t.app, 0n);
    await loyaltyStore.add(t.database.db, p.userId, "test:points", 10_000n, clock.now());
    const headers = withKey(p.headers, "shop-1");
    await allAtOnce(5, () => post("/api/loyalty/shop/cash-2/buy", headers));
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(200n);
    const other = await post("/api/loyalty/shop/bonus-5/buy", headers);
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    // Without a key every buy is a purchase, as before.
    expect((await post("/api/loyalty/shop/cash-2/buy", p.headers)).status).toBe(200);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(400n);
  });
});

describe("the prize wheel and the advent calendar", () => {
  it("five spins with one key: one spin, the same prize shown to all", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const first = await allAtOnce(5, () => post("/api/prize-wheel/spin", withKey(p.headers, "wheel-1")));
    expect(first.json.seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const again = await post("/api/prize-wheel/spin", p.headers);
    expect([again.status, again.json.code]).toEqual([409, "WHEEL_ALREADY_SPUN"]);
  });

  it("five door openings with one key: one reward; the key on another door is 409", async () => {
    const p = await fundedPlayer(t.app, 0n);
    await allAtOnce(5, () => post("/api/advent-calendar/3/open", withKey(p.headers, "door-1")));
    const other = await post("/api/advent-calendar/2/open", withKey(p.headers, "door-1"));
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });
});

describe("tournament entry", () => {
  it("refuses one key for two tournaments", async () => {
    const { createEngagement } = await import("./index");
    const { createCatalogueService } = await import("../casino");
    const engagement = createEngagement(t.app.services, createCatalogueService(t.app.services.db));
    const now = clock.now().getTime();
    for (const id of ["key-a", "key-b"]) {
      await engagement.tournaments.create({
        id,
        texts: { en: { name: id, description: "A test" }, de: { name: id, description: "Ein Test" } },
        games: ["comet-cascade"],
        scoring: "turnover",
        entry: "opt_in",
        ticketCode: null,
        prizes: ["10"],
        prizeKind: "real",
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 3_600_000),
      });
    }
    const p = await fundedPlayer(t.app, 0n);
    const headers = withKey(p.headers, "join-1");
    await allAtOnce(5, () => post("/api/tournaments/key-a/join", headers));
    const other = await post("/api/tournaments/key-b/join", headers);
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });
});
