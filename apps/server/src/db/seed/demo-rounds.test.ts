import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { DEMO_BOTS, seedDemoRounds } from "./demo-rounds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

describe("seedDemoRounds", () => {
  it("fills the feeds with real rounds once, however often it runs", async () => {
    await seedDemoRounds(t.app);
    const latest = (await t.app.inject({ url: "/api/latestBets?limit=100" })).json();
    expect(latest.items).toHaveLength(DEMO_BOTS.length * 12);
    await seedDemoRounds(t.app);
    expect((await t.app.inject({ url: "/api/latestBets?limit=100" })).json().items).toHaveLength(
      latest.items.length,
    );
    expect((await t.app.inject({ url: "/api/recentWinners" })).json().items.length).toBeGreaterThan(0);
    // The bots take turns, so the newest bets (and wins) are not all in one bot's currency.
    const newest = latest.items.slice(0, DEMO_BOTS.length).map((bet: { currency: string }) => bet.currency);
    expect(new Set(newest)).toEqual(new Set(DEMO_BOTS.map((bot) => bot.currency)));
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});
