import { RoundView } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, call, fundedPlayer, minor } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const spin = (headers: Record<string, string>, clientRoundId: string, stake = 1) =>
  call(t.app, "POST", "/api/games/comet-cascade/rounds", headers, { stake, clientRoundId, mode: "real" });

async function roundsOf(headers: Record<string, string>) {
  return (await call(t.app, "GET", "/api/user/casinoHistory?limit=100", headers)).json;
}

describe("real-money rounds", () => {
  it("debits the stake and credits the win exactly once under retries", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const first = await spin(p.headers, "round-once-1");
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const round = RoundView.parse(first.json);
    // Sequential and concurrent retries of the same client round id return the same round.
    const again = await spin(p.headers, "round-once-1");
    const concurrent = await Promise.all([1, 2, 3, 4].map(() => spin(p.headers, "round-once-1")));
    for (const r of [again, ...concurrent]) expect(r.json.id).toBe(round.id);
    expect(await balanceOf(t.app, p.userId)).toBe(10_000n - 100n + minor(round.win));
    expect(round.balanceBefore).toBe(100);
    expect(minor(round.balanceAfter!)).toBe(10_000n - 100n + minor(round.win));
    expect((await roundsOf(p.headers)).total).toBe(1);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("keeps distinct concurrent rounds apart: one nonce each, one debit each", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => spin(p.headers, `round-many-${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const nonces = results.map((r) => r.json.seeds.nonce).sort();
    expect(nonces).toEqual([0, 1, 2, 3, 4]);
    const won = results.reduce((sum, r) => sum + minor(r.json.win), 0n);
    expect(await balanceOf(t.app, p.userId)).toBe(10_000n - 500n + won);
  });

  it("plays roulette and dice with the exact payouts", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const roulette = await call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
      clientRoundId: "roulette-1",
      bets: [
        { type: "red", amount: 2 },
        { type: "straight", numbers: [17], amount: 1 },
      ],
    });
    expect(roulette.status, JSON.stringify(roulette.json)).toBe(200);
    const { pocket, colour } = roulette.json.outcome;
    const expected = (colour === "red" ? 4 : 0) + (pocket === 17 ? 36 : 0);
    expect(roulette.json).toMatchObject({ stake: 3, win: expected });
    const dice = await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
      clientRoundId: "dice-1",
      stake: 1,
      dice: { target: 5000, direction: "under" },
    });
    expect(dice.json.win).toBe(dice.json.outcome.win ? 1.98 : 0);
    const bad = await call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
      clientRoundId: "roulette-2",
      bets: [{ type: "split", numbers: [1, 5], amount: 1 }],
    });
    expect(bad).toMatchObject({ status: 400, json: { code: "INVALID_BET" } });
  });

  it("refuses a stake over the wagering limit and changes nothing", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const set = await call(t.app, "PUT", "/api/user/limits", p.headers, {
      wageringLimits: [{ period: "daily", amount: 5, currency: "EUR" }],
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const seeds = (await call(t.app, "GET", "/api/games/seeds", p.headers)).json;
    const refused = await spin(p.headers, "over-limit-1", 6);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await balanceOf(t.app, p.userId)).toBe(10_000n);
    expect((await roundsOf(p.headers)).total).toBe(0);
    expect((await call(t.app, "GET", "/api/games/seeds", p.headers)).json).toEqual(seeds);
    expect((await spin(p.headers, "under-limit-1", 5)).status).toBe(200);
  });

  it("refuses a stake the balances cannot cover", async () => {
    const p = await fundedPlayer(t.app, 50n);
    expect((await spin(p.headers, "broke-1", 1)).json.code).toBe("INSUFFICIENT_FUNDS");
    expect(await balanceOf(t.app, p.userId)).toBe(50n);
  });

  it("stakes real money first, then bonus, and pays wins back in the same proportion", async () => {
    const p = await fundedPlayer(t.app, 60n);
    await t.app.services.wallet.transfer({
      idempotencyKey: `bonus:${p.userId}`,
      kind: "bonus_grant",
      currency: "EUR",
      postings: [
        { account: { operator: "bonus_cost" }, amount: -100n },
        { account: { userId: p.userId, kind: "bonus" }, amount: 100n },
      ],
    });
    const round = (await spin(p.headers, "mixed-1", 1)).json;
    const b = await t.app.services.wallet.balances(p.userId, "EUR");
    const win = minor(round.win);
    const bonusBack = (win * 40n) / 100n;
    expect(b.real).toBe(win - bonusBack);
    expect(b.bonus).toBe(60n + bonusBack);
  });
});

describe("who may play for real", () => {
  it("guests may launch and play fun only", async () => {
    expect((await spin({}, "guest-real-1")).status).toBe(401);
    const launchReal = await call(t.app, "POST", "/api/games/comet-cascade/launch", {}, { mode: "real" });
    expect(launchReal.status).toBe(401);
    const launchFun = await call(t.app, "POST", "/api/games/comet-cascade/launch", {}, { mode: "fun" });
    expect(launchFun.json.url).toBe("/en/casino/game/comet-cascade?mode=fun");
    expect((await call(t.app, "POST", "/api/games/nope/launch", {}, { mode: "fun" })).json.message).toBe(
      "Game could not be found",
    );
  });

  it("a self-excluded player cannot play for real", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    const excluded = await call(t.app, "PUT", "/api/user/limits", p.headers, {
      selfExclusion: { period: "6m" },
    });
    expect(excluded.status, JSON.stringify(excluded.json)).toBe(200);
    expect((await spin(p.headers, "excluded-1")).status).toBe(401);
    expect(await balanceOf(t.app, p.userId)).toBe(1_000n);
  });
});
