import { toMajor } from "@casino/contract";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletTransfers } from "../../../db/schema";
import { calendarDate } from "../../../platform/calendar";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  fixture,
  footballState,
  kickOff,
  pick,
  placeBets,
  result,
  sportsApp,
} from "../sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
});
afterAll(() => t.close());

const cents = (major: number) => BigInt(Math.round(major * 100));
const odds100 = (odds: number) => BigInt(Math.round(odds * 100));

async function bets(headers: Record<string, string>) {
  return (await call(t.app, "GET", "/api/user/bettingHistory?status=all", headers)).json.bets;
}

/** Settlement transfers of a bet in the ledger. */
async function settlementTransfers(betId: string) {
  return t.app.services.db
    .select()
    .from(walletTransfers)
    .where(
      and(
        like(walletTransfers.idempotencyKey, `sports:bet:${betId}:settle:%`),
        eq(walletTransfers.kind, "win"),
      ),
    );
}

const single = (s: { selectionId: string; odds: number }, stake: number | string) => ({
  selections: [s],
  stakes: { singles: { [s.selectionId]: stake } },
});

describe("settlement", () => {
  it("pays a winning single once, however often settlement runs", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const draw = pick(event, "1x2", "draw");
    const placed = await placeBets(t, p.headers, {
      selections: [home, draw],
      stakes: { singles: { [home.selectionId]: 10, [draw.selectionId]: 5 } },
    });
    const [winner, loser] = placed.json.bets;
    await kickOff(t, event.id, footballState(0));
    await result(t, event.id, { sport: "football", home: 2, away: 1 });
    const expected = 35_00n + 10n * odds100(home.odds);
    expect(await balanceOf(t.app, p.userId)).toBe(expected);
    // Again: the job for the same result, the event settled by hand, and a second finish call.
    await t.app.sportsbook.settlement.settleEvent(event.id);
    await t.app.sportsbook.settlement.settleEvent(event.id);
    await t.app.sportsbook.book.finish(event.id, { sport: "football", home: 2, away: 1 });
    await t.app.services.jobs.drain();
    expect(await balanceOf(t.app, p.userId)).toBe(expected);
    expect(await settlementTransfers(winner.id)).toHaveLength(1);
    const settled = await bets(p.headers);
    expect(settled.find((b: { id: string }) => b.id === winner.id)).toMatchObject({
      status: "won",
      returned: toMajor(10n * odds100(home.odds)),
      cashOut: { available: false, reason: "settled" },
      legs: [{ outcome: "won" }],
    });
    expect(settled.find((b: { id: string }) => b.id === loser.id)).toMatchObject({
      status: "lost",
      returned: 0,
    });
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("settles a multiple as lost as soon as one leg loses, and as won only when all have won", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const [a, b] = [await fixture(t, clock), await fixture(t, clock)];
    const legs = [pick(a, "1x2", "home"), pick(b, "1x2", "home")];
    const lost = (await placeBets(t, p.headers, { selections: legs, stakes: { multiple: 2 } })).json.bets[0];
    const legsB = [pick(a, "btts", "yes"), pick(b, "btts", "yes")];
    const won = (await placeBets(t, p.headers, { selections: legsB, stakes: { multiple: 3 } })).json.bets[0];
    await kickOff(t, a.id, footballState(0));
    await result(t, a.id, { sport: "football", home: 1, away: 1 });
    let history = await bets(p.headers);
    expect(history.find((x: { id: string }) => x.id === lost.id)).toMatchObject({
      status: "lost",
      legs: [{ outcome: "lost" }, { outcome: "open" }],
    });
    expect(history.find((x: { id: string }) => x.id === won.id)).toMatchObject({ status: "open" });
    await kickOff(t, b.id, footballState(0));
    await result(t, b.id, { sport: "football", home: 2, away: 2 });
    history = await bets(p.headers);
    // The double's odds are rounded down to two decimals once; 3.00 × those odds.
    const paid = (300n * ((odds100(legsB[0]!.odds) * odds100(legsB[1]!.odds)) / 100n)) / 100n;
    // It pays the potential return it showed when placed.
    expect(history.find((x: { id: string }) => x.id === won.id)).toMatchObject({
      status: "won",
      returned: won.potentialReturn,
    });
    expect(cents(history.find((x: { id: string }) => x.id === won.id).returned)).toBe(paid);
    expect(await balanceOf(t.app, p.userId)).toBe(45_00n + paid);
  });

  it("settles a corrected result again with compensating transfers only", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const away = pick(event, "1x2", "away");
    const [onHome, onAway] = (
      await placeBets(t, p.headers, {
        selections: [home, away],
        stakes: { singles: { [home.selectionId]: 10, [away.selectionId]: 10 } },
      })
    ).json.bets;
    await kickOff(t, event.id, footballState(0));
    await result(t, event.id, { sport: "football", home: 2, away: 0 });
    const afterFirst = 30_00n + 10n * odds100(home.odds);
    expect(await balanceOf(t.app, p.userId)).toBe(afterFirst);

    const url = `/api/admin/sportsbook/events/${event.id}/result`;
    expect((await call(t.app, "POST", url, p.headers, { home: 0, away: 1 })).status).toBe(403);
    const corrected = await call(t.app, "POST", url, operator.headers, { home: 0, away: 1 });
    expect(corrected).toMatchObject({ status: 200, json: { status: "ended", resultVersion: 2 } });
    await t.app.services.jobs.drain();
    // The home win is taken back and the away win paid, each by a new transfer.
    const afterCorrection = 30_00n + 10n * odds100(away.odds);
    expect(await balanceOf(t.app, p.userId)).toBe(afterCorrection);
    expect(await settlementTransfers(onHome.id)).toHaveLength(2);
    expect(await settlementTransfers(onAway.id)).toHaveLength(1);
    const history = await bets(p.headers);
    expect(history.find((b: { id: string }) => b.id === onHome.id)).toMatchObject({
      status: "lost",
      returned: 0,
    });
    expect(history.find((b: { id: string }) => b.id === onAway.id)).toMatchObject({ status: "won" });
    // The same correction again changes nothing.
    await call(t.app, "POST", url, operator.headers, { home: 0, away: 1 });
    await t.app.services.jobs.drain();
    expect(await balanceOf(t.app, p.userId)).toBe(afterCorrection);
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("returns the exact stake of every bet on an abandoned event, and voids its legs in a multiple", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const [a, b] = [await fixture(t, clock), await fixture(t, clock)];
    const legA = pick(a, "correct_score", "1-1");
    const legB = pick(b, "1x2", "home");
    const [voided] = (await placeBets(t, p.headers, single(legA, "3.33"))).json.bets;
    const [multiple] = (
      await placeBets(t, p.headers, { selections: [legA, legB], stakes: { multiple: "1.11" } })
    ).json.bets;
    expect(await balanceOf(t.app, p.userId)).toBe(50_00n - 4_44n);
    const abandon = await call(
      t.app,
      "POST",
      `/api/admin/sportsbook/events/${a.id}/abandon`,
      operator.headers,
    );
    expect(abandon).toMatchObject({ status: 200, json: { status: "abandoned" } });
    await t.app.services.jobs.drain();
    expect(await balanceOf(t.app, p.userId)).toBe(50_00n - 1_11n);
    await kickOff(t, b.id, footballState(0));
    await result(t, b.id, { sport: "football", home: 1, away: 0 });
    // The multiple becomes a single on the other leg: 1.11 × its odds, rounded down.
    const history = await bets(p.headers);
    expect(history.find((x: { id: string }) => x.id === voided.id)).toMatchObject({
      status: "void",
      returned: 3.33,
    });
    const paid = (111n * odds100(legB.odds)) / 100n;
    expect(history.find((x: { id: string }) => x.id === multiple.id)).toMatchObject({
      status: "won",
      legs: [{ outcome: "void" }, { outcome: "won" }],
    });
    expect(await balanceOf(t.app, p.userId)).toBe(50_00n - 1_11n + paid);
  });

  it("takes a stake from real money first, then bonus money, and pays the win back in that proportion", async () => {
    const p = await fundedPlayer(t.app, 4_00n);
    await t.app.services.wallet.transfer({
      idempotencyKey: `test-bonus:${p.userId}`,
      kind: "bonus_grant",
      currency: "EUR",
      postings: [
        { account: { operator: "bonus_cost" }, amount: -20_00n },
        { account: { userId: p.userId, kind: "bonus" }, amount: 20_00n },
      ],
    });
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    await placeBets(t, p.headers, single(home, 10));
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({ real: 0n, bonus: 14_00n });
    await kickOff(t, event.id, footballState(0));
    await result(t, event.id, { sport: "football", home: 1, away: 0 });
    const win = 10n * odds100(home.odds);
    const bonusPart = (win * 6n) / 10n;
    expect(await t.app.services.wallet.balances(p.userId, "EUR")).toMatchObject({
      real: win - bonusPart,
      bonus: 14_00n + bonusPart,
    });
  });

  it("keeps the bonus in step when a result on a bonus-money bet is corrected, down and back up", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const operator = await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] });
    const claimed = await call(t.app, "POST", "/api/user/bonus/claim", p.headers, {
      code: "NODEP10",
      currency: "EUR",
    });
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    expect((await placeBets(t, p.headers, single(home, 2))).status).toBe(200);
    await kickOff(t, event.id, footballState(0));
    await result(t, event.id, { sport: "football", home: 1, away: 0 });
    const win = 2n * odds100(home.odds);
    // What the bonus page says the bonus holds, next to the wallet's bonus balance.
    const held = async () => {
      const wallet = await call(t.app, "GET", "/api/user/bonus/wallet", p.headers);
      const grant = wallet.json.bonuses.find((b: { code: string }) => b.code === "NODEP10");
      return {
        grant: cents(grant.balance),
        wallet: (await t.app.services.wallet.balances(p.userId, "EUR")).bonus,
      };
    };
    expect(await held()).toEqual({ grant: 8_00n + win, wallet: 8_00n + win });

    const url = `/api/admin/sportsbook/events/${event.id}/result`;
    expect((await call(t.app, "POST", url, operator.headers, { home: 0, away: 1 })).status).toBe(200);
    await t.app.services.jobs.drain();
    expect(await held()).toEqual({ grant: 8_00n, wallet: 8_00n });

    expect((await call(t.app, "POST", url, operator.headers, { home: 2, away: 1 })).status).toBe(200);
    await t.app.services.jobs.drain();
    expect(await held()).toEqual({ grant: 8_00n + win, wallet: 8_00n + win });
    expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("pays half of a quarter-line Asian handicap back as a half loss", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const event = await fixture(t, clock);
    const quarter = event.markets.find((m) => m.type === "asian_handicap" && m.line === -0.25);
    if (!quarter) throw new Error(`no -0.25 line: ${event.markets.map((m) => m.key).join(", ")}`);
    const [bet] = (await placeBets(t, p.headers, single(pick(event, quarter.key, "home"), 10))).json.bets;
    await kickOff(t, event.id, footballState(0));
    await result(t, event.id, { sport: "football", home: 1, away: 1 });
    const [settled] = await bets(p.headers);
    expect(settled).toMatchObject({ id: bet.id, status: "half_lost", returned: 5 });
    expect(await balanceOf(t.app, p.userId)).toBe(45_00n);
  });

  it("lists the player's bets by status and date, newest first, in pages", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const [a, b] = [await fixture(t, clock), await fixture(t, clock)];
    const [settled] = (await placeBets(t, p.headers, single(pick(a, "1x2", "home"), 1))).json.bets;
    clock.advance(60_000);
    const [open] = (await placeBets(t, p.headers, single(pick(b, "1x2", "away"), 2))).json.bets;
    await kickOff(t, a.id, footballState(0));
    await result(t, a.id, { sport: "football", home: 0, away: 0 });
    const history = (query: string) => call(t.app, "GET", `/api/user/bettingHistory?${query}`, p.headers);
    expect((await history("status=all")).json).toMatchObject({
      total: 2,
      bets: [{ id: open.id }, { id: settled.id }],
    });
    expect((await history("status=open")).json).toMatchObject({ total: 1, bets: [{ id: open.id }] });
    expect((await history("status=settled")).json).toMatchObject({
      total: 1,
      bets: [{ id: settled.id, status: "lost" }],
    });
    expect((await history("limit=1&offset=1")).json).toMatchObject({ total: 2, bets: [{ id: settled.id }] });
    const today = calendarDate(clock.now());
    expect((await history(`from=${today}&to=${today}`)).json.total).toBe(2);
    expect((await history("to=2026-01-01")).json.total).toBe(0);
    expect((await history("from=yesterday")).status).toBe(400);
    expect((await call(t.app, "GET", "/api/user/bettingHistory")).status).toBe(401);
  });
});
