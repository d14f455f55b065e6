import { createFairRng, uniformInt } from "@casino/games";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../../platform/clock";
import { pgErrorCode } from "../../../platform/db/transaction";
import { call } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { weekStart } from "../availability";
import { bonusCashbackWeeks } from "../bonus.tables";
import {
  balances,
  bonusOf,
  bonusPlayer,
  campaign,
  claim,
  expectBooksBalanced,
  type Headers,
  operator,
  walletOf,
} from "../bonus.test-support";

// Issue 17: the "10% weekly cashback on live casino" promotion told players to opt in under My bonuses, but no
// campaign existed. The seeded CASHBACK10 pays 10 % of the week's real-money net loss at the live-casino tables
// (roulette, blackjack, dice as seeded), from a net loss of 10, at most 50, as real money, once per player and
// Amsterdam week (Monday 00:00 to Monday 00:00). The week of 23 March 2026 has the spring change: it starts at
// 23:00 UTC on 22 March and ends at 22:00 UTC on 29 March.

const WEEK_1 = "2026-03-22T23:00:00.000Z";
const MONDAY_2 = "2026-03-29T22:00:00.000Z";
const MONDAY_3 = "2026-04-05T22:00:00.000Z";

let t: TestApp;
const clock = new ManualClock(new Date("2026-03-23T09:00:00Z"));

beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0", TEST_SEAMS: "true" } });
});
afterAll(() => t.close());

const drain = () => t.app.services.jobs.drain();

/** A fresh session at the clock's time (a session idles out when the clock jumps days ahead). */
async function as(userId: string): Promise<Headers> {
  const { token } = await t.app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

/**
 * A player whose roulette spins are known in advance: their seed pair is set through the test seam, and each
 * round's pocket is drawn here exactly as the server draws it (one uniform pocket per round, nonce by nonce).
 */
async function gambler(real: bigint, name: string) {
  const p = await bonusPlayer(t.app, real);
  const seeds = { serverSeed: `cashback-${name}-${p.userId}`, clientSeed: "cashback" };
  const set = await call(t.app, "PUT", "/api/test/seeds", await as(p.userId), { ...seeds, nonce: 0 });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  let nonce = 0;
  let serial = 0;
  return {
    userId: p.userId,
    /** One straight-up roulette bet of `amount` (major units) that loses, or wins 36 times the stake. */
    async roulette(amount: number, outcome: "lose" | "win" = "lose") {
      const pocket = uniformInt(createFairRng({ ...seeds, nonce: nonce++ }), 37);
      const number = outcome === "win" ? pocket : (pocket + 1) % 37;
      const round = await call(t.app, "POST", "/api/games/european-roulette/rounds", await as(p.userId), {
        clientRoundId: `cashback-${name}-${++serial}`,
        bets: [{ type: "straight", numbers: [number], amount }],
      });
      expect(round.status, JSON.stringify(round.json)).toBe(200);
      expect(round.json.win).toBe(outcome === "win" ? amount * 36 : 0);
    },
    /** A slot round (not a live-casino game); its result does not matter here. */
    async slot(amount: number) {
      nonce++;
      const round = await call(t.app, "POST", "/api/games/comet-cascade/rounds", await as(p.userId), {
        stake: amount,
        clientRoundId: `cashback-${name}-${++serial}`,
        mode: "real",
      });
      expect(round.status, JSON.stringify(round.json)).toBe(200);
    },
  };
}

async function optIn(userId: string, code = "CASHBACK10") {
  const response = await claim(t.app, await as(userId), code);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  expect(response.json.bonus).toMatchObject({ code, status: "active", type: "cashback" });
  return response.json.bonus.id as string;
}

/** The player's real money in minor units. */
const real = async (userId: string) => (await balances(t.app, userId)).real;

/** The player's cashback week rows, oldest first. */
const weeksOf = (userId: string) =>
  t.app.services.db
    .select()
    .from(bonusCashbackWeeks)
    .where(eq(bonusCashbackWeeks.userId, userId))
    .orderBy(bonusCashbackWeeks.weekStart);

describe("weekly cashback on live casino", () => {
  it("counts real-money losses at the live tables from the opt-in to the opt-out, and pays 10 % once on Monday", async () => {
    clock.set("2026-03-23T09:00:00Z"); // Monday 10:00
    const p = await gambler(50_000n, "p");
    await p.roulette(20); // before the opt-in: not counted
    const optedIn = await optIn(p.userId);
    await p.roulette(25);
    await p.roulette(15);
    await p.slot(5); // a slot: not a live-casino game
    expect((await bonusOf(t.app, await as(p.userId), "CASHBACK10")).additionalData).toMatchObject({
      cashbackWeek: { weekStart: WEEK_1, netLoss: 40, estimate: 4 },
    });
    clock.set("2026-03-25T12:00:00Z"); // Wednesday: opts out under My bonuses
    const out = await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${optedIn}`, await as(p.userId));
    expect(out.status).toBe(200);
    await p.roulette(30); // after the opt-out: not counted

    clock.set("2026-03-29T21:59:59Z"); // Sunday 23:59:59: the week has not ended
    await drain();
    const before = await real(p.userId);
    clock.set(MONDAY_2);
    await drain();
    expect(await real(p.userId)).toBe(before + 400n);
    expect(await weeksOf(p.userId)).toMatchObject([
      { weekStart: new Date(WEEK_1), staked: 4_000n, won: 0n, status: "paid", amount: 400n },
    ]);
    // Running the job again (a retry, another process) pays nothing more.
    await t.app.services.bonus.runCashback();
    await drain();
    expect(await real(p.userId)).toBe(before + 400n);
    await expectBooksBalanced(t.app);
  });

  it("puts a round in the Amsterdam week it settles in, across the change to summer time, and caps a week at 50", async () => {
    clock.set("2026-03-29T12:00:00Z"); // Sunday 14:00 CEST
    const q = await gambler(200_000n, "q");
    await optIn(q.userId);
    clock.set("2026-03-29T21:59:00Z"); // Sunday 23:59
    await q.roulette(50);
    clock.set(MONDAY_2); // Monday 00:00: the next week
    await q.roulette(1_000);
    // The week's job (it ran at this Monday in the test before, the clock having gone back since) pays it now.
    await t.app.services.bonus.runCashback();
    expect(await weeksOf(q.userId)).toMatchObject([
      { weekStart: new Date(WEEK_1), staked: 5_000n, status: "paid", amount: 500n },
      { weekStart: new Date(MONDAY_2), staked: 100_000n, status: "open", amount: null },
    ]);
    const before = await real(q.userId);
    clock.set(MONDAY_3);
    await drain();
    // 10 % of 1,000 is 100; a week pays at most 50.
    expect(await real(q.userId)).toBe(before + 5_000n);
    expect((await weeksOf(q.userId))[1]).toMatchObject({ status: "paid", amount: 5_000n });
  });

  it("counts real money only: stakes paid with bonus money earn nothing", async () => {
    clock.set("2026-04-06T09:00:00Z"); // Monday
    const r = await gambler(0n, "r");
    const bonus = await claim(t.app, await as(r.userId), "NODEP10");
    expect(bonus.status).toBe(200);
    await optIn(r.userId);
    // Three losing bonus-money stakes of 2 (the bonus's highest stake).
    for (let i = 0; i < 3; i++) await r.roulette(2);
    expect((await balances(t.app, r.userId)).bonus).toBe(400n);
    await call(t.app, "DELETE", `/api/user/bonus/wallet?bonusId=${bonus.json.bonus.id}`, await as(r.userId));
    await t.app.services.wallet.transfer({
      idempotencyKey: `cashback-r-deposit-${r.userId}`,
      kind: "deposit",
      currency: "EUR",
      postings: [
        { account: { operator: "payments_clearing" }, amount: -3_000n },
        { account: { userId: r.userId, kind: "real" }, amount: 3_000n },
      ],
    });
    await r.roulette(20);
    expect(await weeksOf(r.userId)).toMatchObject([{ staked: 2_000n, won: 0n }]);
    clock.set("2026-04-12T22:00:00Z"); // Monday 13 April 00:00
    await drain();
    expect(await real(r.userId)).toBe(1_000n + 200n);
  });

  it("pays nothing for a week the player ended up, or lost less than the minimum", async () => {
    clock.set("2026-04-13T09:00:00Z"); // Monday
    const w = await gambler(10_000n, "w");
    await optIn(w.userId);
    await w.roulette(10);
    await w.roulette(10, "win"); // 360 back: the week is a win
    const m = await gambler(10_000n, "m");
    await optIn(m.userId);
    await m.roulette(9); // a loss below the minimum of 10
    const [winner, small] = [await real(w.userId), await real(m.userId)];
    clock.set("2026-04-19T22:00:00Z");
    await drain();
    expect(await real(w.userId)).toBe(winner);
    expect(await real(m.userId)).toBe(small);
    expect(await weeksOf(w.userId)).toMatchObject([
      { staked: 2_000n, won: 36_000n, status: "none", amount: 0n },
    ]);
    expect(await weeksOf(m.userId)).toMatchObject([{ status: "none", amount: 0n }]);
  });

  it("pays nothing for the week a cool-off starts in", async () => {
    clock.set("2026-04-20T09:00:00Z"); // Monday
    const c = await gambler(10_000n, "c");
    await optIn(c.userId);
    await c.roulette(50);
    const cooled = await call(t.app, "PUT", "/api/user/limits", await as(c.userId), {
      coolOff: { period: "24h" },
    });
    expect(cooled.status, JSON.stringify(cooled.json)).toBe(200);
    await drain();
    expect((await t.app.services.bonus.wallet(c.userId, {}, "en")).bonuses[0]).toMatchObject({
      code: "CASHBACK10",
      status: "forfeited",
      additionalData: { endReason: "cool_off" },
    });
    const before = await real(c.userId);
    clock.set("2026-04-26T22:00:00Z");
    await drain();
    expect(await real(c.userId)).toBe(before);
    expect(await weeksOf(c.userId)).toMatchObject([{ status: "void" }]);
  });

  it("pays as bonus money under the campaign's wagering when its terms say so", async () => {
    clock.set("2026-04-27T09:00:00Z"); // Monday
    const ops = await operator(t.app);
    await campaign(t.app, ops, {
      code: "DICE_BACK",
      kind: "cashback",
      percentage: 20,
      gameSlugs: ["european-roulette"],
      wageringMultiplier: 5,
      maxBet: 3,
      validityDays: 10,
      oncePerPlayer: false,
    });
    const b = await gambler(10_000n, "b");
    await optIn(b.userId, "DICE_BACK");
    await b.roulette(30);
    clock.set("2026-05-03T22:00:00Z");
    await drain();
    const paid = (await walletOf(t.app, await as(b.userId))).bonuses.find((x) =>
      x.name.startsWith("DICE_BACK"),
    );
    expect(paid).toMatchObject({
      name: "DICE_BACK, week of 2026-04-27",
      status: "active",
      amount: 6,
      balance: 6,
      progress: { wagered: 0, required: 30 },
      terms: { maxBet: 3, validityDays: 10 },
    });
    expect(await balances(t.app, b.userId)).toMatchObject({ real: 7_000n, bonus: 600n });
    expect((await weeksOf(b.userId))[0]).toMatchObject({ status: "paid", amount: 600n, grantId: paid?.id });
    await expectBooksBalanced(t.app);
  });

  it("pays exactly once when the job runs twice at the same time", async () => {
    clock.set("2026-05-04T09:00:00Z"); // Monday
    const players = [];
    for (const name of ["x1", "x2", "x3", "x4"]) {
      const x = await gambler(10_000n, name);
      await optIn(x.userId);
      await x.roulette(40);
      players.push(x);
    }
    const before = await Promise.all(players.map((x) => real(x.userId)));
    clock.set("2026-05-10T22:00:00Z");
    await Promise.all([t.app.services.bonus.runCashback(), t.app.services.bonus.runCashback()]);
    await drain();
    expect(await Promise.all(players.map((x) => real(x.userId)))).toEqual(before.map((b) => b + 400n));
    const paid = (await t.app.services.db.execute(
      sql`select count(*)::int as n from wallet_transfers where idempotency_key like 'bonus:cashback:%'
          and metadata->>'cashbackWeek' = '2026-05-04'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(paid.rows[0]?.n)).toBe(players.length);
    await expectBooksBalanced(t.app);
  });

  it("keeps one row per campaign, player and week in the database", async () => {
    const [week] = await t.app.services.db.select().from(bonusCashbackWeeks).limit(1);
    const { id: _, ...copy } = week!;
    await expect(t.app.services.db.insert(bonusCashbackWeeks).values(copy)).rejects.toSatisfy(
      (error) => pgErrorCode(error) === "23505",
    );
    expect(
      await t.app.services.db
        .select()
        .from(bonusCashbackWeeks)
        .where(
          and(
            eq(bonusCashbackWeeks.campaignId, week!.campaignId),
            eq(bonusCashbackWeeks.userId, week!.userId),
            eq(bonusCashbackWeeks.weekStart, weekStart(week!.weekStart)),
          ),
        ),
    ).toHaveLength(1);
  });
});
