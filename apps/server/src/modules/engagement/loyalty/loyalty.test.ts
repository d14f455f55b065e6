import { InboxResponse, LoyaltyProfile, ShopResponse, ShopsResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const profileOf = async (headers: Record<string, string>) =>
  LoyaltyProfile.parse((await call(t.app, "GET", "/api/loyalty/profile", headers)).json);

describe("loyalty", () => {
  it("earns points per game type from settled rounds, levels up with an inbox message, and spends them in the shop", async () => {
    const p = await fundedPlayer(t.app, 1_000_000n);
    const start = await profileOf(p.headers);
    expect(start).toMatchObject({ points: 0, level: { id: "bronze" }, inboxUnreadCount: 1 });
    // 100 × 1.00 on dice (10 points per 1.00) = 1000 points: silver.
    for (let i = 0; i < 100; i++) {
      const r = await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
        stake: 1,
        clientRoundId: `dice-${i}`,
        dice: { target: 5000, direction: "under" },
      });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    // 10 × 1.00 on roulette (5 per 1.00) = 50 more.
    for (let i = 0; i < 10; i++) {
      await call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
        clientRoundId: `roulette-${i}`,
        bets: [{ type: "red", amount: 1 }],
      });
    }
    const after = await profileOf(p.headers);
    expect(after).toMatchObject({
      points: 1_050,
      lifetimePoints: 1_050,
      level: { id: "silver" },
      inboxUnreadCount: 2,
    });
    // Reading again counts nothing twice.
    expect((await profileOf(p.headers)).points).toBe(1_050);
    const inbox = InboxResponse.parse((await call(t.app, "GET", "/api/loyalty/inbox", p.headers)).json);
    const read = await call(t.app, "POST", `/api/loyalty/inbox/${inbox.items[0]!.id}/read`, p.headers);
    expect(InboxResponse.parse(read.json).unread).toBe(1);

    const real = (await t.app.services.wallet.balances(p.userId, "EUR")).real;
    const bought = await call(t.app, "POST", "/api/loyalty/shop/cash-2/buy", p.headers);
    expect(bought.status, JSON.stringify(bought.json)).toBe(200);
    expect(ShopResponse.parse(bought.json).points).toBe(750);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(real + 200n);
    // Lifetime points (and so the level) do not drop when points are spent.
    expect(await profileOf(p.headers)).toMatchObject({
      points: 750,
      lifetimePoints: 1_050,
      level: { id: "silver" },
    });
    // Bonus money is a bonus to wager, not cash.
    const before = await t.app.services.wallet.balances(p.userId, "EUR");
    expect((await call(t.app, "POST", "/api/loyalty/shop/bonus-5/buy", p.headers)).status).toBe(200);
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: before.real,
      bonus: before.bonus + 500n,
    });
    const refused = await call(t.app, "POST", "/api/loyalty/shop/bonus-5/buy", p.headers);
    expect([refused.status, refused.json.code]).toEqual([409, "NOT_ENOUGH_POINTS"]);
    expect((await call(t.app, "POST", "/api/loyalty/shop/nothing/buy", p.headers)).status).toBe(404);
    expect((await call(t.app, "GET", "/api/loyalty/profile")).status).toBe(401);
  });
  it("shows anyone what the points shop offers, in their language (GET /api/shops)", async () => {
    const guest = await call(t.app, "GET", "/api/shops");
    expect(guest.status).toBe(200);
    const items = ShopsResponse.parse(guest.json).items;
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(["cash-2", "bonus-5"]));
    const cash = items.find((i) => i.id === "cash-2")!;
    expect(cash).toMatchObject({ reward: { kind: "cash", amount: 2 } });
    const german = ShopsResponse.parse((await call(t.app, "GET", "/api/shops", { "x-locale": "de" })).json);
    expect(german.items.find((i) => i.id === "cash-2")?.name).not.toBe(cash.name);
  });
});
