import { toMajor } from "@casino/contract";
import { fairMarkets } from "@casino/sports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  FOOTBALL,
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  reprice,
  result,
  sportsApp,
} from "../sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SPORTS_CASHOUT_MARGIN: "0.05" }));
});
afterAll(() => t.close());

const cents = (major: number) => BigInt(Math.round(major * 100));
const getBet = async (headers: Record<string, string>, id: string) =>
  (await call(t.app, "GET", `/api/sportsbook/bets/${id}`, headers)).json;
const cashOut = (headers: Record<string, string>, id: string, body: Record<string, unknown>) =>
  call(t.app, "POST", `/api/sportsbook/bets/${id}/cashout`, headers, body);

/** A player's 10.00 single on the home side of a match that has just kicked off. */
async function liveHomeBet() {
  const p = await fundedPlayer(t.app, 50_00n);
  const event = await fixture(t, clock);
  const preMatch = pick(event, "1x2", "home");
  const [bet] = (
    await placeBets(t, p.headers, {
      selections: [preMatch],
      stakes: { singles: { [preMatch.selectionId]: 10 } },
    })
  ).json.bets;
  await kickOff(t, event.id, footballState(0));
  return { p, event, bet, odds: preMatch.odds };
}

describe("cash-out", () => {
  it("offers the fair value of the bet less the margin, from the in-play price after kick-off", async () => {
    const { p, event, bet, odds } = await liveHomeBet();
    // The home side scores: the offer rises above the stake.
    await reprice(t, event.id, { state: footballState(30, 1, 0) });
    const view = await getBet(p.headers, bet.id);
    const fair = fairMarkets(FOOTBALL, footballState(30, 1, 0))
      .find((m) => m.key === "1x2")!
      .selections.find((s) => s.key === "home")!.probability;
    const expected = BigInt(Math.floor(1000 * odds * fair * 0.95 + 1e-9));
    expect(view.cashOut).toEqual({ available: true, amount: toMajor(expected), reason: null });
    expect(expected).toBeGreaterThan(10_00n);
  });

  it("pays a full cash-out once and closes the bet, which its result then leaves alone", async () => {
    const { p, event, bet } = await liveHomeBet();
    const offer = (await getBet(p.headers, bet.id)).cashOut.amount;
    const done = await cashOut(p.headers, bet.id, { expectedAmount: offer });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({
      paid: offer,
      bet: {
        status: "cashed_out",
        stake: 0,
        returned: offer,
        cashOut: { available: false, reason: "settled" },
      },
    });
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + cents(offer));
    expect((await cashOut(p.headers, bet.id, { expectedAmount: 0 })).json).toMatchObject({
      code: "CASH_OUT_UNAVAILABLE",
      details: { reason: "settled" },
    });
    await result(t, event.id, { sport: "football", home: 3, away: 0 });
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + cents(offer));
    expect((await getBet(p.headers, bet.id)).status).toBe("cashed_out");
  });

  it("cashes out part of the stake and settles the rest at the accepted odds", async () => {
    const { p, event, bet, odds } = await liveHomeBet();
    const offer = (await getBet(p.headers, bet.id)).cashOut.amount;
    const part = await cashOut(p.headers, bet.id, { expectedAmount: offer, stake: 4 });
    expect(part.status, JSON.stringify(part.json)).toBe(200);
    const paid = (cents(offer) * 4n) / 10n;
    expect(part.json).toMatchObject({ paid: toMajor(paid), bet: { status: "open", stake: 6 } });
    expect(cents(part.json.bet.potentialReturn)).toBe(6n * BigInt(Math.round(odds * 100)));
    // What is left may not drop below the minimum stake.
    expect((await cashOut(p.headers, bet.id, { expectedAmount: 0, stake: "5.95" })).status).toBe(400);
    await result(t, event.id, { sport: "football", home: 1, away: 0 });
    const won = 6n * BigInt(Math.round(odds * 100));
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + paid + won);
    expect(await getBet(p.headers, bet.id)).toMatchObject({ status: "won", returned: toMajor(paid + won) });
  });

  it("pays exactly the offer the player accepted: a changed one, higher or lower, is refused and nothing paid", async () => {
    const { p, event, bet } = await liveHomeBet();
    const seen = (await getBet(p.headers, bet.id)).cashOut.amount;
    // The home side scores between the offer on screen and the request: the book's offer rises.
    await reprice(t, event.id, { state: footballState(20, 1, 0) });
    const higher = (await getBet(p.headers, bet.id)).cashOut.amount;
    expect(higher).toBeGreaterThan(seen);
    expect(await cashOut(p.headers, bet.id, { expectedAmount: seen })).toMatchObject({
      status: 409,
      json: { code: "CASH_OUT_CHANGED", details: { amount: higher, expected: seen } },
    });
    // Then the away side scores twice: it falls below what the player saw.
    await reprice(t, event.id, { state: footballState(25, 1, 2) });
    const lower = (await getBet(p.headers, bet.id)).cashOut.amount;
    expect(lower).toBeLessThan(seen);
    expect(await cashOut(p.headers, bet.id, { expectedAmount: seen })).toMatchObject({
      status: 409,
      json: { code: "CASH_OUT_CHANGED", details: { amount: lower, expected: seen } },
    });
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n);
    expect((await getBet(p.headers, bet.id)).status).toBe("open");
    // The player accepts the new offer: that is what is paid.
    const taken = await cashOut(p.headers, bet.id, { expectedAmount: lower });
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    expect(taken.json).toMatchObject({ paid: lower, bet: { status: "cashed_out", returned: lower } });
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + cents(lower));
  });

  it("follows the odds-change setting: 'higher' takes a risen offer but never a fallen one, 'any' takes either", async () => {
    const rise = await liveHomeBet();
    const seen = (await getBet(rise.p.headers, rise.bet.id)).cashOut.amount;
    await reprice(t, rise.event.id, { state: footballState(20, 1, 0) });
    const higher = (await getBet(rise.p.headers, rise.bet.id)).cashOut.amount;
    const risen = await cashOut(rise.p.headers, rise.bet.id, {
      expectedAmount: seen,
      acceptOddsChanges: "higher",
    });
    expect(risen.status, JSON.stringify(risen.json)).toBe(200);
    expect(risen.json.paid).toBe(higher);
    expect(await balanceOf(t.app, rise.p.userId)).toBe(40_00n + cents(higher));

    const fall = await liveHomeBet();
    const before = (await getBet(fall.p.headers, fall.bet.id)).cashOut.amount;
    await reprice(t, fall.event.id, { state: footballState(20, 0, 1) });
    const lower = (await getBet(fall.p.headers, fall.bet.id)).cashOut.amount;
    expect(lower).toBeLessThan(before);
    expect(
      await cashOut(fall.p.headers, fall.bet.id, { expectedAmount: before, acceptOddsChanges: "higher" }),
    ).toMatchObject({ status: 409, json: { code: "CASH_OUT_CHANGED", details: { amount: lower } } });
    expect(await balanceOf(t.app, fall.p.userId)).toBe(40_00n);
    // A partial cash-out under "any" pays its share of the offer now.
    const any = await cashOut(fall.p.headers, fall.bet.id, {
      expectedAmount: before,
      stake: 5,
      acceptOddsChanges: "any",
    });
    expect(any.status, JSON.stringify(any.json)).toBe(200);
    expect(any.json).toMatchObject({ paid: toMajor(cents(lower) / 2n), bet: { status: "open", stake: 5 } });
    expect(await balanceOf(t.app, fall.p.userId)).toBe(40_00n + cents(lower) / 2n);
  });

  it("is unavailable while a leg's market is suspended", async () => {
    const { p, event, bet } = await liveHomeBet();
    await t.app.sportsbook.book.update(event.id, { suspended: true });
    expect((await getBet(p.headers, bet.id)).cashOut).toEqual({
      available: false,
      amount: null,
      reason: "suspended",
    });
    expect(await cashOut(p.headers, bet.id, { expectedAmount: 1 })).toMatchObject({
      status: 409,
      json: { code: "CASH_OUT_UNAVAILABLE", details: { reason: "suspended" } },
    });
    await t.app.sportsbook.book.update(event.id, { suspended: false });
    expect((await getBet(p.headers, bet.id)).cashOut.available).toBe(true);
    // Nobody else's bet.
    const other = await fundedPlayer(t.app, 0n);
    expect((await cashOut(other.headers, bet.id, { expectedAmount: 1 })).status).toBe(404);
  });
});

describe("cash-out with an Idempotency-Key", () => {
  it("five at once pay one partial cash-out and answer alike; the key on another part is 409", async () => {
    const { p, bet } = await liveHomeBet();
    const offer = (await getBet(p.headers, bet.id)).cashOut.amount;
    const headers = { ...p.headers, "idempotency-key": "co-1" };
    const body = { expectedAmount: offer, stake: 4 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cashOut(headers, bet.id, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(answers[0]!.json.bet.stake).toBe(6);
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + cents(answers[0]!.json.paid));
    expect(answers[0]!.json.paid).toBe(toMajor((cents(offer) * 4n) / 10n));
    const other = await cashOut(headers, bet.id, { expectedAmount: offer, stake: 5 });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const otherSetting = await cashOut(headers, bet.id, { ...body, acceptOddsChanges: "any" });
    expect(otherSetting).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });

  it("a refused cash-out keeps nothing: its key can take the new offer", async () => {
    const { p, event, bet } = await liveHomeBet();
    const seen = (await getBet(p.headers, bet.id)).cashOut.amount;
    await reprice(t, event.id, { state: footballState(20, 1, 0) });
    const headers = { ...p.headers, "idempotency-key": "co-2" };
    const refused = await cashOut(headers, bet.id, { expectedAmount: seen });
    expect(refused.json.code).toBe("CASH_OUT_CHANGED");
    const taken = await cashOut(headers, bet.id, { expectedAmount: refused.json.details.amount });
    expect(taken.status, JSON.stringify(taken.json)).toBe(200);
    expect(taken.json.paid).toBe(refused.json.details.amount);
  });
});

describe("cash-out racing a price change", () => {
  it("pays the accepted offer at most once, and never an amount the player did not accept", async () => {
    const { p, event, bet } = await liveHomeBet();
    const seen = (await getBet(p.headers, bet.id)).cashOut.amount;
    // Four taps with their own keys and the feed repricing (a home goal) at the same moment.
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          cashOut({ ...p.headers, "idempotency-key": `race-${i}` }, bet.id, { expectedAmount: seen }),
        ),
      ),
      reprice(t, event.id, { state: footballState(20, 1, 0) }),
    ]);
    const paid = answers.filter((a) => a.status === 200);
    expect(paid.length).toBeLessThanOrEqual(1);
    for (const answer of paid) expect(answer.json.paid).toBe(seen);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(["CASH_OUT_CHANGED", "CASH_OUT_UNAVAILABLE"]).toContain(answer.json.code);
    }
    expect(await balanceOf(t.app, p.userId)).toBe(40_00n + (paid.length ? cents(seen) : 0n));
    expect((await getBet(p.headers, bet.id)).status).toBe(paid.length ? "cashed_out" : "open");
  });
});
