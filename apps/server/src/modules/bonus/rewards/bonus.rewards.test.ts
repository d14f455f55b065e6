import { BonusCampaignsResponse, RoundView } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import { call } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  balances,
  bonusOf,
  bonusPlayer,
  campaign,
  claimed,
  expectBooksBalanced,
  minor,
  operator,
  spin,
  walletOf,
} from "../bonus.test-support";
import type { RewardGrant } from "../index";
import { rewardCode } from "./rewards";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

/** Grants a reward in a transaction of its own, as engagement does, and publishes the transfers. */
async function reward(fields: Omit<RewardGrant, "currency">) {
  const { bonus, db } = t.app.services;
  const transfers = await inTransaction(db, (tx) => bonus.grantReward(tx, { currency: "EUR", ...fields }));
  await bonus.publish(transfers);
  return transfers;
}

describe("rewards as bonus money", () => {
  it("credits bonus money from bonus_cost once per key, with its wagering requirement", async () => {
    const p = await bonusPlayer(t.app, 500n);
    const key = `test:wheel:${p.userId}`;
    const first = await reward({
      userId: p.userId,
      kind: "bonus_money",
      amount: 750n,
      key,
      wageringMultiplier: 4,
    });
    expect(first).toHaveLength(1);
    expect(await reward({ userId: p.userId, kind: "bonus_money", amount: 750n, key })).toEqual([]);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 500n, bonus: 750n });
    const wallet = await walletOf(t.app, p.headers);
    expect(wallet.bonuses).toHaveLength(1);
    expect(wallet.bonuses[0]).toMatchObject({
      code: rewardCode(key),
      name: "Reward: bonus money",
      status: "active",
      balance: 7.5,
      progress: { wagered: 0, required: 30 },
    });
    await expectBooksBalanced(t.app);
  });

  it("is part of the caller's transaction: rolled back with it, grantable again afterwards", async () => {
    const p = await bonusPlayer(t.app);
    const key = `test:advent:${p.userId}`;
    const grant = { userId: p.userId, currency: "EUR", kind: "bonus_money" as const, amount: 300n, key };
    await expect(
      inTransaction(t.app.services.db, async (tx) => {
        await t.app.services.bonus.grantReward(tx, grant);
        throw new Error("the caller fails");
      }),
    ).rejects.toThrow("the caller fails");
    expect((await balances(t.app, p.userId)).bonus).toBe(0n);
    expect((await walletOf(t.app, p.headers)).bonuses).toEqual([]);
    expect(await reward(grant)).toHaveLength(1);
    expect((await balances(t.app, p.userId)).bonus).toBe(300n);
    await expectBooksBalanced(t.app);
  });

  it("must be wagered before it converts into real money", async () => {
    const p = await bonusPlayer(t.app);
    const key = `test:shop:${p.userId}`;
    await reward({ userId: p.userId, kind: "bonus_money", amount: 1_000n, key, wageringMultiplier: 1 });
    let bonus = 1_000n;
    for (let i = 1; i <= 5; i++) {
      const round = RoundView.parse((await spin(t.app, p.headers, 2)).json);
      bonus = bonus - 200n + minor(round.win);
      if (i < 5) {
        expect(await bonusOf(t.app, p.headers, rewardCode(key))).toMatchObject({
          status: "active",
          progress: { wagered: 2 * i, required: 10 },
        });
        expect(await balances(t.app, p.userId)).toMatchObject({ real: 0n, bonus });
      }
    }
    expect(await bonusOf(t.app, p.headers, rewardCode(key))).toMatchObject({ status: "completed" });
    expect(await balances(t.app, p.userId)).toMatchObject({ real: bonus, bonus: 0n });
    await expectBooksBalanced(t.app);
  });
});

describe("rewards as free spins", () => {
  it("creates a free-spin grant on the slot whose spins the player's next rounds use", async () => {
    const p = await bonusPlayer(t.app, 1_000n);
    const key = `test:spins:${p.userId}`;
    const transfers = await reward({
      userId: p.userId,
      kind: "free_spins",
      amount: 60n,
      spins: 3,
      gameSlugs: ["not-a-slot", "comet-cascade"],
      key,
      wageringMultiplier: 2,
    });
    expect(transfers).toEqual([]);
    expect(await reward({ userId: p.userId, kind: "free_spins", amount: 60n, spins: 3, key })).toEqual([]);
    expect(await bonusOf(t.app, p.headers, rewardCode(key))).toMatchObject({
      name: "Reward: 3 free spins on Comet Cascade",
      freeSpinsLeft: 3,
      status: "active",
    });
    const round = RoundView.parse((await spin(t.app, p.headers, 5)).json);
    expect(round.stake).toBe(0.2);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 1_000n, bonus: minor(round.win) });
    expect((await bonusOf(t.app, p.headers, rewardCode(key))).freeSpinsLeft).toBe(2);
    await expectBooksBalanced(t.app);
  });

  it("refuses a reward that cannot be paid: an amount that is not spin value × count, no slot", async () => {
    const p = await bonusPlayer(t.app);
    const base = { userId: p.userId, kind: "free_spins" as const, key: `test:bad:${p.userId}` };
    await expect(reward({ ...base, amount: 61n, spins: 3 })).rejects.toBeInstanceOf(AppError);
    await expect(reward({ ...base, amount: 60n, spins: 3, gameSlugs: ["nope"] })).rejects.toMatchObject({
      code: "INVALID_CAMPAIGN",
    });
    expect((await walletOf(t.app, p.headers)).bonuses).toEqual([]);
  });
});

describe("the operator's campaign list", () => {
  it("leaves the per-prize campaigns out unless asked for, and counts each campaign's grants in play", async () => {
    const p = await bonusPlayer(t.app);
    const key = `test:list:${p.userId}`;
    await reward({ userId: p.userId, kind: "bonus_money", amount: 200n, key });
    const ops = await operator(t.app);
    const list = async (query: string) => {
      const response = await call(t.app, "GET", `/api/admin/bonus/campaigns${query}`, ops);
      expect(response.status, JSON.stringify(response.json)).toBe(200);
      return BonusCampaignsResponse.parse(response.json).items;
    };
    const codes = (items: { code: string }[]) => items.map((item) => item.code);

    expect(codes(await list(""))).not.toContain(rewardCode(key));
    expect(codes(await list("?internal=false"))).not.toContain(rewardCode(key));
    const everything = await list("?internal=true");
    expect(everything.find((item) => item.code === rewardCode(key))).toMatchObject({ openGrants: 1 });
    // `_` would match any character in LIKE: only the literal REWARD_ prefix is left out.
    await campaign(t.app, ops, { code: "REWARDS10", kind: "cash", amount: 1 });
    expect(codes(await list(""))).toContain("REWARDS10");

    const before = (await list("")).find((item) => item.code === "REWARDS10")?.openGrants;
    expect(before).toBe(0);
    await claimed(t.app, p.headers, "REWARDS10");
    expect((await list("")).find((item) => item.code === "REWARDS10")?.openGrants).toBe(1);
    expect((await call(t.app, "GET", "/api/admin/bonus/campaigns?internal=true", p.headers)).status).toBe(
      403,
    );
  });
});
