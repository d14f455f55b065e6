import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../platform/db/transaction";
import { insertTestUser } from "../../../test/fixtures";
import { call, fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { roundsWithJackpot } from "../engagement.test-support";
import type { JackpotConfig } from "./jackpot.config";

// Issue 16 §5: a jackpot won with bonus money was paid as real money with no wagering. A jackpot win follows the
// money that staked it, as every other win does: the bonus share is bonus money under the grant's wagering.

let t: TestApp;
let ops: Record<string, string>;

const level = (seed: bigint, chancePerUnit: number) => ({
  seed,
  contributionBp: 0,
  chancePerUnit,
  mustDropBy: null,
});
/** Level I (10.00) is won by every round of 1.00 or more; the others never. */
const ALWAYS: JackpotConfig = {
  id: "test-bonus-jackpot",
  name: "Test",
  games: ["comet-cascade"],
  levels: [level(1_000n, 1), level(1_000n, 0), level(1_000n, 0), level(1_000n, 0)],
};

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "admin"] });
  const { token } = await t.app.services.sessions.create({ userId });
  ops = { "x-session-id": token, "x-user-id": userId };
  const base = {
    trigger: "claim",
    validFrom: "2020-01-01T00:00:00Z",
    contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 100 },
    validityDays: 7,
  };
  for (const body of [
    { code: "JP_CASH", kind: "cash", amount: 10, wageringMultiplier: 40 },
    {
      code: "JP_SPINS",
      kind: "free_spins",
      spins: 2,
      amount: 1,
      gameSlug: "comet-cascade",
      wageringMultiplier: 40,
    },
  ]) {
    const texts = {
      en: { name: body.code, description: "Test" },
      de: { name: body.code, description: "Test" },
    };
    const created = await call(t.app, "POST", "/api/admin/bonus/campaigns", ops, { ...base, ...body, texts });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
  }
});
afterAll(() => t.close());

const bonusOf = async (headers: Record<string, string>, code: string) => {
  const wallet = await call(t.app, "GET", "/api/user/bonus/wallet?additionalData=true", headers);
  return wallet.json.bonuses.find((b: { code: string }) => b.code === code);
};
const balances = (userId: string) => t.app.services.wallet.balances(userId, "EUR");
const audit = async () =>
  expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });

describe("a jackpot won with bonus money", () => {
  it("is bonus money under the bonus's wagering, not real money", async () => {
    const { rounds } = roundsWithJackpot(t.app, ALWAYS);
    const p = await fundedPlayer(t.app, 0n);
    expect(
      (await call(t.app, "POST", "/api/user/bonus/claim", p.headers, { code: "JP_CASH", currency: "EUR" }))
        .status,
    ).toBe(200);
    const { round } = await rounds.play(p.userId, "comet-cascade", {
      stake: 100n,
      clientRoundId: "jp-bonus-1",
      autoplay: false,
    });
    const after = await balances(p.userId);
    expect(after.real).toBe(0n);
    // 10.00 bonus − 1.00 stake + the round's own win + the 10.00 jackpot, all of it bonus money.
    expect(after.bonus).toBe(1_000n - 100n + round.win + 1_000n);
    const bonus = await bonusOf(p.headers, "JP_CASH");
    expect(bonus).toMatchObject({ status: "active" });
    expect(BigInt(Math.round(bonus.balance * 100))).toBe(after.bonus);
    await audit();
  });

  it("on a stake half real, half bonus, is paid half and half", async () => {
    const { rounds } = roundsWithJackpot(t.app, ALWAYS);
    const p = await fundedPlayer(t.app, 100n);
    expect(
      (await call(t.app, "POST", "/api/user/bonus/claim", p.headers, { code: "JP_CASH", currency: "EUR" }))
        .status,
    ).toBe(200);
    const { round } = await rounds.play(p.userId, "comet-cascade", {
      stake: 200n,
      clientRoundId: "jp-split-1",
      autoplay: false,
    });
    const after = await balances(p.userId);
    // The bonus share of a win is rounded down (staking.ts splitWin).
    expect(after.real).toBe(round.win - round.win / 2n + 500n);
    expect(after.bonus).toBe(900n + round.win / 2n + 500n);
    await audit();
  });

  it("on a free spin is the free spins' winnings, to wager like them", async () => {
    const { rounds } = roundsWithJackpot(t.app, ALWAYS);
    const p = await fundedPlayer(t.app, 0n);
    expect(
      (await call(t.app, "POST", "/api/user/bonus/claim", p.headers, { code: "JP_SPINS", currency: "EUR" }))
        .status,
    ).toBe(200);
    let wins = 0n;
    for (const id of ["jp-spin-1", "jp-spin-2"]) {
      const { round } = await rounds.play(p.userId, "comet-cascade", {
        stake: 100n,
        clientRoundId: id,
        autoplay: false,
      });
      expect(round.stakeBonus).toBe(100n);
      wins += round.win;
    }
    const after = await balances(p.userId);
    expect(after.real).toBe(0n);
    expect(after.bonus).toBe(wins + 2_000n);
    const bonus = await bonusOf(p.headers, "JP_SPINS");
    // Both spins used: the winnings, jackpots included, are now wagered 40 times.
    expect(bonus).toMatchObject({ status: "active", amount: Number(wins + 2_000n) / 100 });
    expect(bonus.progress.required).toBe((Number(wins + 2_000n) / 100) * 40);
    await audit();
  });

  it("stays with the free spins when it is staked on a won sports bet before the spins are used", async () => {
    const { rounds } = roundsWithJackpot(t.app, ALWAYS);
    const { bonus, db } = t.app.services;
    const p = await fundedPlayer(t.app, 0n);
    await call(t.app, "POST", "/api/user/bonus/claim", p.headers, { code: "JP_SPINS", currency: "EUR" });
    await rounds.play(p.userId, "comet-cascade", { stake: 100n, clientRoundId: "jp-sb-1", autoplay: false });
    // All the spin's winnings on one bet at 2.00, which wins: the free-spins grant had no money left while the
    // bet was open, and the win went loose (bonus money no bonus held) instead of back to the grant.
    const stake = (await balances(p.userId)).bonus;
    const base = { userId: p.userId, currency: "EUR", house: "sportsbook" as const, game: "sports" as const };
    const placed = await inTransaction(db, (tx) =>
      bonus.placeStake(tx, { ...base, stake, odds: 2, idempotencyKey: "jp-sb-bet:stake" }),
    );
    await inTransaction(db, (tx) =>
      bonus.settleStake(tx, {
        ...base,
        stake,
        stakeBonus: placed.split.bonus,
        win: stake * 2n,
        odds: 2,
        idempotencyKey: "jp-sb-bet:settle",
      }),
    );
    expect(await balances(p.userId)).toMatchObject({ real: 0n, bonus: stake * 2n });
    const grant = await bonusOf(p.headers, "JP_SPINS");
    expect(grant).toMatchObject({ status: "active", balance: Number(stake * 2n) / 100 });
    await audit();
  });

  it("on real money is still real money", async () => {
    const { rounds } = roundsWithJackpot(t.app, ALWAYS);
    const p = await fundedPlayer(t.app, 1_000n);
    const { round } = await rounds.play(p.userId, "comet-cascade", {
      stake: 100n,
      clientRoundId: "jp-real-1",
      autoplay: false,
    });
    expect(await balances(p.userId)).toMatchObject({ real: 900n + round.win + 1_000n, bonus: 0n });
  });
});
