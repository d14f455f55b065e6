import {
  AdventCalendarResponse,
  BonusWalletResponse,
  LoyaltyProfile,
  PrizeWheelResponse,
  WheelSpinResponse,
} from "@casino/contract";
import { createFairRng, hashServerSeed } from "@casino/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { WHEEL_PRIZES } from "./calendar.config";
import { drawWeighted, rewardView } from "./calendar.service";

// 22 November 2026, the day the demo is shown: every door is still locked.
const clock = new ManualClock(new Date("2026-11-22T10:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const open = (headers: Record<string, string>, day: number) =>
  call(t.app, "POST", `/api/advent-calendar/${day}/open`, headers);

describe("advent calendar", () => {
  it("refuses doors before their Amsterdam day, opens them on or after it, and only once", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const locked = AdventCalendarResponse.parse(
      (await call(t.app, "GET", "/api/advent-calendar", p.headers)).json,
    );
    expect(locked.doors.every((d) => d.state === "locked")).toBe(true);
    expect((await open(p.headers, 1)).json.code).toBe("DOOR_LOCKED");

    // 30 November 23:30 UTC is already 1 December in Amsterdam.
    clock.set("2026-11-30T23:30:00Z");
    const { token } = await t.app.services.sessions.create({ userId: p.userId });
    const h = { "x-session-id": token, "x-user-id": p.userId };
    const first = await open(h, 1);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ day: 1, state: "opened", reward: { kind: "points" } });
    const again = await open(h, 1);
    expect([again.status, again.json.code]).toEqual([409, "DOOR_ALREADY_OPENED"]);
    expect((await open(h, 2)).json.code).toBe("DOOR_LOCKED");

    // On the 3rd, door 3 pays 2.00 cash through the wallet; door 2 can still be opened late.
    clock.set("2026-12-03T09:00:00Z");
    const fresh = await t.app.services.sessions.create({ userId: p.userId });
    Object.assign(h, { "x-session-id": fresh.token });
    const before = (await t.app.services.wallet.balances(p.userId, "EUR")).real;
    expect((await open(h, 3)).status).toBe(200);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).real).toBe(before + 200n);
    expect((await open(h, 2)).status).toBe(200);
    const doors = AdventCalendarResponse.parse(
      (await call(t.app, "GET", "/api/advent-calendar", h)).json,
    ).doors;
    expect(doors.filter((d) => d.state === "opened").map((d) => d.day)).toEqual([1, 2, 3]);
    // Door 1 gave loyalty points.
    const profile = LoyaltyProfile.parse((await call(t.app, "GET", "/api/loyalty/profile", h)).json);
    expect(profile.points).toBeGreaterThanOrEqual(110);
    expect((await open(h, 25)).status).toBe(400);
    expect((await call(t.app, "POST", "/api/advent-calendar/4/open")).status).toBe(401);
  });
});

describe("advent bonus rewards", () => {
  it("grants bonus money and free spins as bonuses to wager, not as cash", async () => {
    clock.set("2026-12-06T09:00:00Z");
    const p = await fundedPlayer(t.app, 1_000n);
    const balances = () => t.app.services.wallet.balances(p.userId, "EUR");
    // Door 4: 5.00 bonus money; door 6: 20 free spins worth 0.20 each.
    expect((await open(p.headers, 4)).status).toBe(200);
    expect(await balances()).toMatchObject({ real: 1_000n, bonus: 500n });
    expect((await open(p.headers, 6)).status).toBe(200);
    expect(await balances()).toMatchObject({ real: 1_000n, bonus: 500n });
    const wallet = BonusWalletResponse.parse(
      (await call(t.app, "GET", "/api/user/bonus/wallet", p.headers)).json,
    );
    const byName = Object.fromEntries(wallet.bonuses.map((b) => [b.name, b]));
    expect(byName["Reward: bonus money"]).toMatchObject({
      status: "active",
      balance: 5,
      progress: { wagered: 0, required: 50 },
    });
    expect(byName["Reward: 20 free spins on Comet Cascade"]).toMatchObject({
      status: "active",
      freeSpinsLeft: 20,
    });
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });
});

describe("prize wheel", () => {
  it("draws prizes with the frequencies of their weights (seeded chi-square)", () => {
    const weights = WHEEL_PRIZES.map((p) => p.weight);
    const total = weights.reduce((a, b) => a + b, 0);
    const n = 20_000;
    const counts = weights.map(() => 0);
    for (let i = 0; i < n; i++) {
      const index = drawWeighted(
        createFairRng({ serverSeed: "chi-square-seed", clientSeed: "wheel", nonce: i }),
        weights,
      );
      counts[index]! += 1;
    }
    const chi = counts.reduce((sum, c, i) => {
      const expected = (n * weights[i]!) / total;
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    // 7 degrees of freedom: the 99.9th percentile is 24.32.
    expect(chi).toBeLessThan(24.32);
    // And a wheel that ignored the weights would fail it: uniform counts are far off.
    const uniformChi = weights.reduce((sum, w) => {
      const expected = (n * w) / total;
      return sum + (n / weights.length - expected) ** 2 / expected;
    }, 0);
    expect(uniformChi).toBeGreaterThan(24.32);
  });

  it("spins once a day for a logged-in player, with verifiable seeds", async () => {
    clock.set("2026-11-22T10:00:00Z");
    const p = await fundedPlayer(t.app, 0n);
    const guest = PrizeWheelResponse.parse((await call(t.app, "GET", "/api/prize-wheel")).json);
    expect(guest.canSpin).toBe(false);
    // Each segment says what it pays, so the wheel can describe its real prizes (issue 17: it claimed free spins).
    expect(guest.prizes.map(({ kind, amount }) => ({ kind, amount }))).toEqual(
      WHEEL_PRIZES.map(({ reward }) => ({
        kind: reward.kind,
        amount: Number(reward.amount) / (reward.kind === "cash" || reward.kind === "bonus_money" ? 100 : 1),
      })),
    );
    expect((await call(t.app, "POST", "/api/prize-wheel/spin")).status).toBe(401);
    expect(
      PrizeWheelResponse.parse((await call(t.app, "GET", "/api/prize-wheel", p.headers)).json).canSpin,
    ).toBe(true);
    const spin = await call(t.app, "POST", "/api/prize-wheel/spin", p.headers);
    expect(spin.status, JSON.stringify(spin.json)).toBe(200);
    const result = WheelSpinResponse.parse(spin.json);
    expect(hashServerSeed(result.seeds.serverSeed)).toBe(result.seeds.serverSeedHash);
    const redrawn = drawWeighted(
      createFairRng(result.seeds),
      WHEEL_PRIZES.map((w) => w.weight),
    );
    expect(redrawn).toBe(result.prizeIndex);
    const second = await call(t.app, "POST", "/api/prize-wheel/spin", p.headers);
    expect([second.status, second.json.code]).toEqual([409, "WHEEL_ALREADY_SPUN"]);
    const after = PrizeWheelResponse.parse((await call(t.app, "GET", "/api/prize-wheel", p.headers)).json);
    expect(after).toMatchObject({ canSpin: false, nextSpinAt: "2026-11-22T23:00:00.000Z" });
  });
});

describe("a reward as the player reads it", () => {
  it("prints money from minor units exactly, with the page's decimal separator", () => {
    expect(rewardView({ kind: "cash", amount: 1_005n }, "en").label).toBe("10.05 cash");
    expect(rewardView({ kind: "bonus_money", amount: 250n }, "de").label).toBe("2,50 Bonusgeld");
    expect(rewardView({ kind: "free_spins", amount: 10n }, "en-ca").label).toBe("10 free spins");
  });
});
