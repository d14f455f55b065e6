import { randomUUID } from "node:crypto";
import type { Bet, EventDetail } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { call, fundedPlayer } from "../../../test/funded-player";
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

// Free bets of the bonus wallet (FREEBET5: bet 10 at 1.50 or more, get a 5 free bet) staked on the slip.

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const odds100 = (odds: number) => BigInt(Math.round(odds * 100));
const real = async (userId: string) => (await t.app.services.wallet.balances(userId, "EUR")).real;

async function freeBetOf(headers: Headers) {
  const wallet = await call(t.app, "GET", "/api/user/bonus/wallet", headers);
  expect(wallet.status, JSON.stringify(wallet.json)).toBe(200);
  return wallet.json.bonuses.find((b: { code: string }) => b.code === "FREEBET5");
}

async function settle(event: EventDetail, home: number, away: number) {
  await kickOff(t, event.id, footballState(0));
  await result(t, event.id, { sport: "football", home, away });
}

/** A player who opted in to FREEBET5 and placed the qualifying bet (lost): they hold an unused 5 free bet. */
async function playerWithFreeBet() {
  const p = await fundedPlayer(t.app, 50_00n);
  const claimed = await call(t.app, "POST", "/api/user/bonus/claim", p.headers, {
    code: "FREEBET5",
    currency: "EUR",
  });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const event = await fixture(t, clock);
  const draw = pick(event, "1x2", "draw");
  const placed = await placeBets(t, p.headers, {
    selections: [draw],
    stakes: { singles: { [draw.selectionId]: 10 } },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  await settle(event, 1, 0);
  const freeBet = await freeBetOf(p.headers);
  expect(freeBet).toMatchObject({ status: "active", freeBet: { amount: 5, state: "unused" } });
  return { ...p, freeBetId: freeBet.id as string };
}

const single = (s: { selectionId: string; odds: number }, stake: number, freeBetId?: string) => ({
  selections: [s],
  stakes: { singles: { [s.selectionId]: stake } },
  ...(freeBetId ? { freeBetId } : {}),
});

const expectBooksBalanced = async () =>
  expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });

describe("free bets on the slip", () => {
  it("a won free bet pays its winnings only, is not cashed out and is used once", async () => {
    const p = await playerWithFreeBet();
    const event = await fixture(t, clock);
    const draw = pick(event, "1x2", "draw");
    const before = await real(p.userId);

    const placed = await placeBets(t, p.headers, single(draw, 5, p.freeBetId));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const [bet] = placed.json.bets as Bet[];
    const winnings = 5n * odds100(draw.odds) - 500n;
    expect(bet).toMatchObject({ freeBet: true, stake: 5, potentialReturn: Number(winnings) / 100 });
    // The stake is the bonus's: the player's money is untouched, and the free bet is now in play.
    expect(await real(p.userId)).toBe(before);
    expect((await freeBetOf(p.headers)).freeBet.state).toBe("placed");

    const history = await call(t.app, "GET", "/api/user/bettingHistory?status=open", p.headers);
    expect(history.json.bets.find((b: Bet) => b.id === bet!.id).cashOut).toMatchObject({
      available: false,
      reason: "free_bet",
    });
    const cashOut = await call(t.app, "POST", `/api/sportsbook/bets/${bet!.id}/cashout`, p.headers, {
      expectedAmount: 1,
    });
    expect(cashOut.status).toBe(409);
    expect(cashOut.json.code).toBe("CASH_OUT_UNAVAILABLE");

    // The same free bet again, on another slip: refused, nothing debited.
    const other = await fixture(t, clock);
    const again = await placeBets(t, p.headers, single(pick(other, "1x2", "draw"), 5, p.freeBetId));
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("FREE_BET_INVALID");
    expect(await real(p.userId)).toBe(before);

    await settle(event, 1, 1);
    // 5 at the draw's odds returns 5 × odds; the free bet's 5 is not paid back (no wagering: real money).
    expect(await real(p.userId)).toBe(before + winnings);
    const settled = await call(t.app, "GET", `/api/sportsbook/bets/${bet!.id}`, p.headers);
    expect(settled.json).toMatchObject({ status: "won", freeBet: true, returned: Number(winnings) / 100 });
    expect((await freeBetOf(p.headers)).freeBet.state).toBe("settled");
    // Settling again pays nothing more.
    await t.app.sportsbook.settlement.settleEvent(event.id);
    expect(await real(p.userId)).toBe(before + winnings);

    const used = await placeBets(t, p.headers, single(pick(other, "1x2", "draw"), 5, p.freeBetId));
    expect(used.json.code).toBe("FREE_BET_INVALID");
    await expectBooksBalanced();
  });

  it("a lost free bet pays nothing and costs the player nothing", async () => {
    const p = await playerWithFreeBet();
    const event = await fixture(t, clock);
    const draw = pick(event, "1x2", "draw");
    const before = await real(p.userId);
    const placed = await placeBets(t, p.headers, single(draw, 5, p.freeBetId));
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    await settle(event, 2, 0);
    expect(await real(p.userId)).toBe(before);
    expect((await t.app.services.wallet.balances(p.userId, "EUR")).bonus).toBe(0n);
    const settled = await call(t.app, "GET", `/api/sportsbook/bets/${placed.json.bets[0].id}`, p.headers);
    expect(settled.json).toMatchObject({ status: "lost", freeBet: true, returned: 0 });
    await expectBooksBalanced();
  });

  it("refuses a free bet that does not fit the slip, with FREE_BET_INVALID", async () => {
    const p = await playerWithFreeBet();
    const event = await fixture(t, clock);
    const draw = pick(event, "1x2", "draw");
    const away = pick(event, "1x2", "away");
    const stranger = await fundedPlayer(t.app, 50_00n);
    const before = await real(p.userId);
    const refusals = [
      // Not the free bet's amount.
      await placeBets(t, p.headers, single(draw, 6, p.freeBetId)),
      // Two bets on one slip.
      await placeBets(t, p.headers, {
        selections: [draw, away],
        stakes: { singles: { [draw.selectionId]: 5, [away.selectionId]: 5 } },
        freeBetId: p.freeBetId,
      }),
      // No such free bet, or not a grant id at all.
      await placeBets(t, p.headers, single(draw, 5, randomUUID())),
      await placeBets(t, p.headers, single(draw, 5, "not-a-grant")),
      // Someone else's free bet.
      await placeBets(t, stranger.headers, single(draw, 5, p.freeBetId)),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.json)).toBe(400);
      expect(refused.json.code).toBe("FREE_BET_INVALID");
    }
    expect(await real(p.userId)).toBe(before);
    expect((await freeBetOf(p.headers)).freeBet.state).toBe("unused");
    await expectBooksBalanced();
  });
});
