import { JackpotCard, WinnersResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { poolLedger, roundsWithJackpot } from "../engagement.test-support";
import type { JackpotConfig } from "./jackpot.config";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const level = (
  seed: bigint,
  contributionBp: number,
  chancePerUnit: number,
  mustDropBy: bigint | null = null,
) => ({
  seed,
  contributionBp,
  chancePerUnit,
  mustDropBy,
});

const spin = (
  userId: string,
  rounds: ReturnType<typeof roundsWithJackpot>["rounds"],
  id: string,
  stake = 100n,
) => rounds.play(userId, "comet-cascade", { stake, clientRoundId: id, autoplay: false });

describe("progressive jackpot", () => {
  it("conserves money: pool + payouts = contributions + seeds, and the pool is the sum of the levels", async () => {
    const config: JackpotConfig = {
      id: "test-conserve",
      name: "Test",
      games: ["comet-cascade"],
      levels: [
        level(500n, 500, 0.2),
        level(1_000n, 300, 0.05),
        level(5_000n, 200, 0.01),
        level(10_000n, 100, 0),
      ],
    };
    const { rounds, jackpots } = roundsWithJackpot(t.app, config);
    const p = await fundedPlayer(t.app, 100_000n);
    for (let i = 0; i < 60; i++) await spin(p.userId, rounds, `conserve-${i}`);
    const card = JackpotCard.parse(await jackpots.card(config, "EUR"));
    const wins = card.levels.reduce((n, l) => n + l.numberOfWins, 0);
    expect(wins).toBeGreaterThan(0);
    const ledger = await poolLedger(t.app, "EUR");
    // Stakes of 1.00 feed 11 % in total here: 11 minor units per round.
    expect(ledger.contributions).toBe(60n * 11n);
    expect(ledger.pool + ledger.payouts).toBe(ledger.contributions + ledger.seeds);
    const values = card.levels.reduce((sum, l) => sum + BigInt(l.currentValue), 0n);
    expect(ledger.pool).toBe(values);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("a level that must drop is won once by concurrent rounds, paid through the wallet and reset to its seed", async () => {
    const config: JackpotConfig = {
      id: "test-once",
      name: "Test",
      games: ["comet-cascade"],
      // Level I reaches its must-drop ceiling with the third contribution after the seed (1000 + 3 × 10).
      levels: [
        level(1_000n, 1_000, 0, 1_030n),
        level(1_000n, 0, 0),
        level(1_000n, 0, 0),
        level(1_000n, 0, 0),
      ],
    };
    const { rounds, jackpots } = roundsWithJackpot(t.app, config);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => fundedPlayer(t.app, 10_000n)));
    await Promise.all(players.map((p, i) => spin(p.userId, rounds, `once-${i}`)));
    const card = JackpotCard.parse(await jackpots.card(config, "EUR"));
    const first = card.levels[0]!;
    // Each round adds 10; the third reaches 1030 and wins it all; after the reset the other two add 10 each.
    expect(first.numberOfWins).toBe(1);
    expect(first.lastWin?.amount).toBe(1_030);
    expect(first.currentValue).toBe(1_000 + 20);
    expect(first.lastWin?.user).toMatch(/^pl\*\*\*/);
  });

  it("a probability-1 level pays every round its own pool, never the same pool twice", async () => {
    const config: JackpotConfig = {
      id: "test-always",
      name: "Test",
      games: ["comet-cascade"],
      levels: [level(300n, 1_000, 1), level(1_000n, 0, 0), level(1_000n, 0, 0), level(1_000n, 0, 0)],
    };
    const { rounds, jackpots } = roundsWithJackpot(t.app, config);
    const before = await poolLedger(t.app, "EUR");
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t.app, 10_000n)));
    await Promise.all(players.map((p, i) => spin(p.userId, rounds, `always-${i}`)));
    const after = await poolLedger(t.app, "EUR");
    const card = JackpotCard.parse(await jackpots.card(config, "EUR"));
    expect(card.levels[0]!.numberOfWins).toBe(4);
    // Every win is the seed plus that round's 10: 4 × 310 paid, and the level is back at its seed.
    expect(after.payouts - before.payouts).toBe(4n * 310n);
    expect(card.levels[0]!.currentValue).toBe(300);
    for (const p of players) {
      const b = await t.app.services.wallet.balances(p.userId, "EUR");
      expect(b.real).toBeGreaterThanOrEqual(10_000n - 100n + 310n);
    }
  });

  it("concurrent rounds that win nothing all add their shares, and the roll-up keeps the values and the pool", async () => {
    const config: JackpotConfig = {
      id: "test-append",
      name: "Test",
      games: ["comet-cascade"],
      levels: [level(1_000n, 1_000, 0), level(2_000n, 500, 0), level(1_000n, 0, 0), level(1_000n, 0, 0)],
    };
    const { rounds, jackpots } = roundsWithJackpot(t.app, config);
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(t.app, 10_000n)));
    await Promise.all(players.map((p, i) => spin(p.userId, rounds, `append-${i}`)));
    // Each round of 1.00 adds 10 to level I and 5 to level II.
    expect(await jackpots.values(config, "EUR")).toEqual([1_080n, 2_040n, 1_000n, 1_000n]);
    await jackpots.rollUp(config, "EUR");
    expect(await jackpots.values(config, "EUR")).toEqual([1_080n, 2_040n, 1_000n, 1_000n]);
    await Promise.all(players.map((p, i) => spin(p.userId, rounds, `append-more-${i}`)));
    expect(await jackpots.values(config, "EUR")).toEqual([1_160n, 2_080n, 1_000n, 1_000n]);
    const card = JackpotCard.parse(await jackpots.card(config, "EUR"));
    expect(card.levels.reduce((n, l) => n + l.numberOfWins, 0)).toBe(0);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("serves the card of the real jackpot and lists real jackpot wins in /api/jackpotWinners", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const forced: JackpotConfig = {
      id: "test-feed",
      name: "Test",
      games: ["comet-cascade"],
      levels: [level(300n, 0, 1), level(1_000n, 0, 0), level(1_000n, 0, 0), level(1_000n, 0, 0)],
    };
    await spin(p.userId, roundsWithJackpot(t.app, forced).rounds, "feed-win");
    const res = await call(t.app, "POST", "/api/games/comet-cascade/rounds", p.headers, {
      stake: 1,
      clientRoundId: "real-jackpot-1",
      mode: "real",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    for (const url of ["/api/jackpot/egt-jackpot", "/api/eqJackpot"]) {
      const card = await call(t.app, "GET", url, p.headers);
      expect(card.status).toBe(200);
      const parsed = JackpotCard.parse(card.json);
      expect(parsed.levels.map((l) => l.level)).toEqual(["I", "II", "III", "IV"]);
      // Minor units: level I starts at its 20.00 seed and has the round's 0.6 % of 1.00 on top.
      expect(parsed.levels[0]).toMatchObject({ currency: "EUR", currentValue: 2_000 });
    }
    const winners = await call(t.app, "GET", "/api/jackpotWinners?specifiedCurrency=EUR", p.headers);
    expect(winners.status).toBe(200);
    const items = WinnersResponse.parse(winners.json).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((w) => w.username.includes("***"))).toBe(true);
    const bad = await call(t.app, "GET", "/api/eqJackpot?currency=euro", p.headers);
    expect(bad.status).toBe(400);
  });
});
