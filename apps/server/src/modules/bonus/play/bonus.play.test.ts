import { RoundView } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../../platform/db/transaction";
import { call } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  balances,
  bonusOf,
  bonusPlayer,
  campaign,
  claimed,
  expectBooksBalanced,
  type Headers,
  minor,
  operator,
  spin,
} from "../bonus.test-support";
import type { SettleRequest, StakeRequest } from "./play";

let t: TestApp;
let ops: Headers;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  ops = await operator(t.app);
});
afterAll(() => t.close());

describe("wagering through slot rounds", () => {
  it("counts every stake, then converts the balance exactly, capped", async () => {
    await campaign(t.app, ops, { code: "SLOT_TEN", kind: "cash", amount: 10, maxConversion: 5 });
    const p = await bonusPlayer(t.app);
    await claimed(t.app, p.headers, "SLOT_TEN");
    // No real money: every stake is bonus money, every win comes back as bonus money.
    let bonus = 1_000n;
    for (let i = 1; i <= 5; i++) {
      const round = RoundView.parse((await spin(t.app, p.headers, 2)).json);
      bonus = bonus - 200n + minor(round.win);
      if (i < 5) {
        expect(await bonusOf(t.app, p.headers, "SLOT_TEN")).toMatchObject({
          status: "active",
          balance: Number(bonus) / 100,
          progress: { wagered: 2 * i, required: 10 },
        });
      }
    }
    const done = await bonusOf(t.app, p.headers, "SLOT_TEN");
    const converted = bonus > 500n ? 500n : bonus;
    expect(done).toMatchObject({ status: "completed", balance: 0, progress: { wagered: 10, required: 10 } });
    expect(minor(done.convertedAmount!)).toBe(converted);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: converted, bonus: 0n });
    await expectBooksBalanced(t.app);
  });

  it("plays real money first: the bonus is only touched when the real balance is gone", async () => {
    await campaign(t.app, ops, { code: "REAL_FIRST", kind: "cash", amount: 10, wageringMultiplier: 30 });
    const p = await bonusPlayer(t.app, 50n);
    await claimed(t.app, p.headers, "REAL_FIRST");
    const round = RoundView.parse((await spin(t.app, p.headers, 1)).json);
    // 0.50 real and 0.50 bonus paid the 1.00 stake; the win came back half and half (bonus share rounded down).
    const win = minor(round.win);
    const bonusBack = win / 2n;
    expect(await balances(t.app, p.userId)).toMatchObject({ real: win - bonusBack, bonus: 950n + bonusBack });
    expect(await bonusOf(t.app, p.headers, "REAL_FIRST")).toMatchObject({
      balance: (950 + Number(bonusBack)) / 100,
      progress: { wagered: 1 },
    });
  });

  it("counts table games a tenth and dice half", async () => {
    await campaign(t.app, ops, { code: "TABLES", kind: "cash", amount: 50, wageringMultiplier: 10 });
    const p = await bonusPlayer(t.app);
    await claimed(t.app, p.headers, "TABLES");
    const roulette = await call(t.app, "POST", "/api/games/european-roulette/rounds", p.headers, {
      clientRoundId: "tables-roulette",
      bets: [{ type: "red", amount: 3 }],
    });
    expect(roulette.status, JSON.stringify(roulette.json)).toBe(200);
    expect((await bonusOf(t.app, p.headers, "TABLES")).progress.wagered).toBe(0.3);
    await call(t.app, "POST", "/api/games/dice/rounds", p.headers, {
      clientRoundId: "tables-dice",
      stake: 1,
      dice: { target: 5000, direction: "under" },
    });
    expect((await bonusOf(t.app, p.headers, "TABLES")).progress.wagered).toBe(0.8);
  });

  it("refuses a stake above the maximum bet while a bonus is wagered, changing nothing", async () => {
    const p = await bonusPlayer(t.app, 10_000n);
    await claimed(t.app, p.headers, "NODEP10");
    const refused = await spin(t.app, p.headers, 2.01);
    expect(refused).toMatchObject({ status: 400, json: { code: "BONUS_MAX_BET" } });
    expect(refused.json.message).toContain("2.00 EUR");
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 10_000n, bonus: 1_000n });
    expect((await bonusOf(t.app, p.headers, "NODEP10")).progress.wagered).toBe(0);
    expect((await spin(t.app, p.headers, 2)).status).toBe(200);
  });
});

describe("concurrency", () => {
  it("keeps the books and the bonus balance in step when rounds and a forfeit race", async () => {
    const p = await bonusPlayer(t.app, 300n);
    const bonus = await claimed(t.app, p.headers, "NODEP10");
    const results = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => spin(t.app, p.headers, 1)),
      call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${bonus.id}`, p.headers),
      ...[6, 7, 8].map(() => spin(t.app, p.headers, 1)),
    ]);
    for (const result of results) expect([200, 400], JSON.stringify(result.json)).toContain(result.status);
    expect(await bonusOf(t.app, p.headers, "NODEP10")).toMatchObject({ status: "forfeited", balance: 0 });
    // Whatever interleaving happened, no bonus money is left without its bonus, and the ledger balances.
    expect((await balances(t.app, p.userId)).bonus).toBe(0n);
    await expectBooksBalanced(t.app);
  });
});

describe("free spins", () => {
  it("are staked by the bonus; their winnings become bonus money to wager once the spins are used", async () => {
    await campaign(t.app, ops, {
      code: "TWO_SPINS",
      kind: "free_spins",
      spins: 2,
      amount: 0.5,
      gameSlug: "comet-cascade",
      wageringMultiplier: 3,
      wageringDays: 14,
    });
    const p = await bonusPlayer(t.app, 1_000n);
    await claimed(t.app, p.headers, "TWO_SPINS");
    const first = RoundView.parse((await spin(t.app, p.headers, 5)).json);
    // The requested stake is replaced by the free spin's; the player's real money is not touched.
    expect(first.stake).toBe(0.5);
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 1_000n, bonus: minor(first.win) });
    expect(await bonusOf(t.app, p.headers, "TWO_SPINS")).toMatchObject({
      freeSpinsLeft: 1,
      status: "active",
    });
    const second = RoundView.parse((await spin(t.app, p.headers, 5)).json);
    const won = minor(first.win) + minor(second.win);
    const after = await bonusOf(t.app, p.headers, "TWO_SPINS");
    expect(after.freeSpinsLeft).toBe(0);
    if (won === 0n) expect(after.status).toBe("lost");
    else expect(after).toMatchObject({ status: "active", amount: Number(won) / 100 });
    if (won > 0n) expect(minor(after.progress.required)).toBe(3n * won);
    // Spins are used up: the next round is the player's own.
    const third = RoundView.parse((await spin(t.app, p.headers, 1)).json);
    expect(third.stake).toBe(1);
    await expectBooksBalanced(t.app);
  });
});

/** Places and settles a sports bet through the bonus module, as the sportsbook does. */
async function sportsBet(
  userId: string,
  stake: bigint,
  odds: number,
  result: "won" | "lost" | "void",
  freeGrantId?: string,
) {
  const id = crypto.randomUUID();
  const base = { userId, currency: "EUR", house: "sportsbook" as const };
  const placed = await inTransaction(t.app.services.db, (tx) => {
    const request: StakeRequest = {
      ...base,
      stake,
      game: "sports",
      odds,
      idempotencyKey: `test:bet:${id}:stake`,
      freeGrantId,
    };
    return t.app.services.bonus.placeStake(tx, request);
  });
  const win =
    result === "won" ? (stake * BigInt(Math.round(odds * 100))) / 100n : result === "void" ? stake : 0n;
  const settle: SettleRequest = {
    ...base,
    idempotencyKey: `test:bet:${id}:settle`,
    stake,
    stakeBonus: placed.split.bonus,
    win,
    game: "sports",
    odds,
    outcome: result === "void" ? "void" : "settled",
    freeGrantId,
  };
  const transfers = await inTransaction(t.app.services.db, (tx) =>
    t.app.services.bonus.settleStake(tx, settle),
  );
  await t.app.services.bonus.publish(transfers);
}

describe("wagering through sports bets", () => {
  it("counts settled bets at the minimum odds, not voids, then converts exactly", async () => {
    await campaign(t.app, ops, {
      code: "SPORTY",
      kind: "cash",
      amount: 10,
      contributions: { slot: 0, table: 0, dice: 0, live: 0, sports: 100 },
      sportsMinOdds: 1.8,
    });
    const p = await bonusPlayer(t.app);
    await claimed(t.app, p.headers, "SPORTY");
    await sportsBet(p.userId, 300n, 1.5, "lost");
    expect((await bonusOf(t.app, p.headers, "SPORTY")).progress.wagered).toBe(0);
    await sportsBet(p.userId, 300n, 2, "void");
    expect(await bonusOf(t.app, p.headers, "SPORTY")).toMatchObject({ balance: 7, progress: { wagered: 0 } });
    await sportsBet(p.userId, 500n, 2, "won");
    expect(await bonusOf(t.app, p.headers, "SPORTY")).toMatchObject({
      balance: 12,
      progress: { wagered: 5 },
    });
    await sportsBet(p.userId, 500n, 2.5, "lost");
    expect(await bonusOf(t.app, p.headers, "SPORTY")).toMatchObject({
      status: "completed",
      convertedAmount: 7,
    });
    expect(await balances(t.app, p.userId)).toMatchObject({ real: 700n, bonus: 0n });
    await expectBooksBalanced(t.app);
  });

  it("a qualifying bet earns the free bet, whose winnings are paid without its stake", async () => {
    const p = await bonusPlayer(t.app, 5_000n);
    await claimed(t.app, p.headers, "FREEBET5");
    await sportsBet(p.userId, 900n, 2, "lost");
    expect((await bonusOf(t.app, p.headers, "FREEBET5")).status).toBe("pending");
    await sportsBet(p.userId, 1_000n, 1.5, "lost");
    const freeBet = await bonusOf(t.app, p.headers, "FREEBET5");
    expect(freeBet).toMatchObject({ status: "active", freeBet: { amount: 5, state: "unused" } });
    await expect(sportsBet(p.userId, 500n, 1.4, "won", freeBet.id)).rejects.toMatchObject({
      code: "FREE_BET_REFUSED",
    });
    const real = (await balances(t.app, p.userId)).real;
    await sportsBet(p.userId, 500n, 3, "won", freeBet.id);
    // 5 at 3.00 returns 15; the free bet's 5 is not returned; no wagering: 10 becomes real money.
    expect(await bonusOf(t.app, p.headers, "FREEBET5")).toMatchObject({
      status: "completed",
      convertedAmount: 10,
      freeBet: { state: "settled" },
    });
    expect(await balances(t.app, p.userId)).toMatchObject({ real: real + 1_000n, bonus: 0n });
    await expectBooksBalanced(t.app);
  });
});
