import { PlaceBetsResponse } from "@casino/contract";
import { betBuilderProbability, footballScoreDistribution, toLadder } from "@casino/sports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { balanceOf, call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  FOOTBALL,
  fixture,
  footballState,
  kickOff,
  OVERROUND,
  pick,
  placeBets,
  reprice,
  sportsApp,
} from "../sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SPORTS_MAX_PAYOUT: "2000" }));
});
afterAll(() => t.close());

const audit = async () =>
  expect(await t.app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });

/** Major units of a response as minor units, exactly (for odds products with three decimals too). */
const cents = (major: number) => BigInt(Math.round(major * 100));

describe("placing bets", () => {
  it("takes a single: the stake leaves the balance once, the return is stake × odds", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const placed = await placeBets(t, p.headers, {
      selections: [home],
      stakes: { singles: { [home.selectionId]: 10 } },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const [bet] = PlaceBetsResponse.parse(placed.json).bets;
    expect(bet).toMatchObject({ kind: "single", status: "open", stake: 10, odds: home.odds, returned: 0 });
    expect(cents(bet!.potentialReturn)).toBe(cents(10 * home.odds));
    expect(bet!.legs[0]).toMatchObject({ selectionId: home.selectionId, odds: home.odds, outcome: "open" });
    expect(bet!.cashOut).toMatchObject({ available: true });
    expect(await balanceOf(t.app, p.userId)).toBe(90_00n);
    await audit();
  });

  it("takes singles and a multiple from one slip, the multiple at the product of the odds", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const events = [await fixture(t, clock), await fixture(t, clock), await fixture(t, clock)];
    const legs = [
      pick(events[0]!, "1x2", "home"),
      pick(events[1]!, "btts", "yes"),
      pick(events[2]!, "1x2", "away"),
    ];
    const placed = await placeBets(t, p.headers, {
      selections: legs,
      stakes: { singles: { [legs[0]!.selectionId]: 2, [legs[1]!.selectionId]: 3 }, multiple: "5.50" },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const bets = PlaceBetsResponse.parse(placed.json).bets;
    expect(bets.map((b) => b.kind)).toEqual(["single", "single", "multiple"]);
    const multiple = bets[2]!;
    const product = legs.reduce((x, l) => x * BigInt(Math.round(l.odds * 100)), 1n);
    // The product of two-decimal odds is shown rounded down to two decimals, and 5.50 × those odds is the return.
    const shown = product / 10n ** 4n;
    expect(multiple.odds).toBe(Number(shown) / 100);
    expect(cents(multiple.potentialReturn)).toBe((550n * shown) / 100n);
    expect(multiple.legs).toHaveLength(3);
    expect(await balanceOf(t.app, p.userId)).toBe(100_00n - 10_50n);
    await audit();
  });

  it("answers with the bets as they read back: legs, names, odds and cash-out offers, built from the placing", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const events = [await fixture(t, clock), await fixture(t, clock)];
    const legs = [
      pick(events[0]!, "1x2", "home"),
      pick(events[0]!, "btts", "yes"),
      pick(events[1]!, "1x2", "draw"),
    ];
    const placed = await placeBets(t, p.headers, {
      selections: [legs[0]!, legs[2]!],
      stakes: { singles: { [legs[0]!.selectionId]: 2, [legs[2]!.selectionId]: 3 }, multiple: "1.50" },
    });
    const builder = await placeBets(t, p.headers, {
      selections: [legs[0]!, legs[1]!],
      stakes: { betBuilder: "2" },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(builder.status, JSON.stringify(builder.json)).toBe(200);
    const answered = [
      ...PlaceBetsResponse.parse(placed.json).bets,
      ...PlaceBetsResponse.parse(builder.json).bets,
    ];
    expect(answered.map((b) => b.kind)).toEqual(["single", "single", "multiple", "bet_builder"]);
    for (const bet of answered) {
      expect(bet.cashOut?.available).toBe(true);
      const read = await call(t.app, "GET", `/api/sportsbook/bets/${bet.id}`, p.headers);
      expect(read.json).toEqual(bet);
    }
  });

  it("takes a system bet as every combination of its size, at the stake per line", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const events = [await fixture(t, clock), await fixture(t, clock), await fixture(t, clock)];
    const legs = events.map((e) => pick(e, "1x2", "draw"));
    const placed = await placeBets(t, p.headers, {
      selections: legs,
      stakes: { system: { size: 2, stakePerLine: 1 } },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const [bet] = placed.json.bets;
    expect(bet).toMatchObject({ kind: "system", stake: 3, odds: null, system: { size: 2, lines: 3 } });
    const [a, b, c] = legs.map((l) => BigInt(Math.round(l.odds * 100)));
    // Each double at its two-decimal combined odds (rounded down), 1.00 per line.
    expect(cents(bet.potentialReturn)).toBe((a! * b!) / 100n + (a! * c!) / 100n + (b! * c!) / 100n);
    expect(await balanceOf(t.app, p.userId)).toBe(97_00n);
  });

  it("prices a bet builder from the joint score distribution, not by multiplying the legs", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const legs = [
      pick(event, "1x2", "home"),
      pick(event, "total_goals:2.5", "over"),
      pick(event, "btts", "yes"),
    ];
    const quoted = await call(
      t.app,
      "POST",
      "/api/sportsbook/betbuilder/price",
      {},
      {
        selectionIds: legs.map((l) => l.selectionId),
      },
    );
    const probability = betBuilderProbability(footballScoreDistribution(FOOTBALL, null), [
      { type: "1x2", line: null, key: "home" },
      { type: "total_goals", line: 2.5, key: "over" },
      { type: "btts", line: null, key: "yes" },
    ]);
    const exact = toLadder(1 / (probability * OVERROUND));
    expect(quoted.json).toEqual({ odds: exact, available: true, reason: null });
    const product = legs.reduce((x, l) => x * l.odds, 1);
    expect(exact).not.toBe(toLadder(product));
    const placed = await placeBets(t, p.headers, {
      selections: legs,
      stakes: { betBuilder: 4 },
      betBuilderOdds: exact,
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.bets[0]).toMatchObject({ kind: "bet_builder", odds: exact, stake: 4 });
    expect(cents(placed.json.bets[0].potentialReturn)).toBe(cents(4 * exact));
    expect(await balanceOf(t.app, p.userId)).toBe(96_00n);
  });

  it("accepts a changed price only as the player allowed: none, higher or any", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const seen = pick(event, "1x2", "home");
    // The home side weakens: its price lengthens.
    const now = await reprice(t, event.id, { model: { ...FOOTBALL, home: { attack: 1.2, defence: 1.0 } } });
    const longer = pick(now, "1x2", "home");
    expect(longer.odds).toBeGreaterThan(seen.odds);
    const slip = (accept: string) => ({
      selections: [seen],
      stakes: { singles: { [seen.selectionId]: 1 } },
      acceptOddsChanges: accept,
    });
    const refused = await placeBets(t, p.headers, slip("none"));
    expect(refused).toMatchObject({
      status: 409,
      json: {
        code: "ODDS_CHANGED",
        details: {
          selectionIds: [seen.selectionId],
          changes: [{ selectionId: seen.selectionId, requested: seen.odds, current: longer.odds }],
        },
      },
    });
    const higher = await placeBets(t, p.headers, slip("higher"));
    expect(higher.json.bets[0].odds).toBe(longer.odds);
    // The away price shortened: "higher" refuses it, "any" takes it.
    const away = pick(event, "1x2", "away");
    expect(pick(now, "1x2", "away").odds).toBeLessThan(away.odds);
    const awaySlip = (accept: string) => ({
      ...slip(accept),
      selections: [away],
      stakes: { singles: { [away.selectionId]: 1 } },
    });
    expect((await placeBets(t, p.headers, awaySlip("higher"))).json.code).toBe("ODDS_CHANGED");
    expect((await placeBets(t, p.headers, awaySlip("any"))).json.bets[0].odds).toBe(
      pick(now, "1x2", "away").odds,
    );
    expect(await balanceOf(t.app, p.userId)).toBe(98_00n);
  });
});

describe("refusals", () => {
  const single = (s: { selectionId: string; odds: number }, stake: number | string = 1) => ({
    selections: [s],
    stakes: { singles: { [s.selectionId]: stake } },
  });

  it("refuses unknown selections, bad stakes, the payout cap and a short balance, moving nothing", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const cases: [unknown, number, string][] = [
      [single({ selectionId: "1b0c6f0e-0000-4000-8000-000000000000", odds: 2 }), 404, "SELECTION_NOT_FOUND"],
      [single({ selectionId: "not-an-id", odds: 2 }), 404, "SELECTION_NOT_FOUND"],
      [single(home, 0.05), 400, "STAKE_TOO_LOW"],
      [single(home, 5000.01), 400, "STAKE_TOO_HIGH"],
      [single(home, "1.005"), 400, "VALIDATION_FAILED"],
      [
        {
          ...single(home),
          stakes: { singles: { [home.selectionId]: 1, "3b0c6f0e-0000-4000-8000-000000000000": 1 } },
        },
        404,
        "SELECTION_NOT_FOUND",
      ],
      [single(pick(event, "correct_score", "other"), 1000), 400, "MAX_PAYOUT_EXCEEDED"],
      [single(home, 20.01), 400, "INSUFFICIENT_FUNDS"],
    ];
    for (const [body, status, code] of cases) {
      const response = await placeBets(t, p.headers, body as Record<string, unknown>);
      expect(response.status, `${code}: ${JSON.stringify(response.json)}`).toBe(status);
      expect(response.json.code).toBe(code);
      expect(response.json.message).toEqual(expect.any(String));
    }
    expect(await balanceOf(t.app, p.userId)).toBe(20_00n);
    expect((await call(t.app, "GET", "/api/user/bettingHistory", p.headers)).json.total).toBe(0);
  });

  it("refuses a multiple or system bet with two selections of one event, and a bad bet builder", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const [a, b] = [await fixture(t, clock), await fixture(t, clock)];
    const sameEvent = [pick(a, "1x2", "home"), pick(a, "btts", "yes"), pick(b, "1x2", "away")];
    const multiple = await placeBets(t, p.headers, { selections: sameEvent, stakes: { multiple: 1 } });
    expect(multiple).toMatchObject({
      status: 400,
      json: {
        code: "SAME_EVENT_IN_MULTIPLE",
        details: { selectionIds: [sameEvent[0]!.selectionId, sameEvent[1]!.selectionId] },
      },
    });
    const system = await placeBets(t, p.headers, {
      selections: sameEvent,
      stakes: { system: { size: 2, stakePerLine: 1 } },
    });
    expect(system.json.code).toBe("SAME_EVENT_IN_MULTIPLE");
    const handicap = a.markets.find((m) => m.type === "asian_handicap")!;
    const builders: [unknown[], string][] = [
      [[pick(a, "1x2", "home"), pick(b, "1x2", "home")], "same match"],
      [[pick(a, "1x2", "home"), pick(a, handicap.key, "home")], "Only result"],
      // A home win with a 0-1 correct score cannot happen: probability 0, never offered.
      [[pick(a, "1x2", "home"), pick(a, "correct_score", "0-1")], "cannot be offered"],
    ];
    for (const [legs, message] of builders) {
      const response = await placeBets(t, p.headers, { selections: legs, stakes: { betBuilder: 1 } });
      expect(response.status).toBe(400);
      expect(response.json.code).toBe("BET_BUILDER_INVALID");
      expect(response.json.message).toContain(message);
    }
    const tennis = await fixture(t, clock, {
      model: { sport: "tennis", home: { serve: 0.64 }, away: { serve: 0.62 } },
    });
    const tennisBuilder = await placeBets(t, p.headers, {
      selections: [pick(tennis, "match_winner", "home"), pick(tennis, "set_betting", "2-0")],
      stakes: { betBuilder: 1 },
    });
    expect(tennisBuilder.json).toMatchObject({ code: "BET_BUILDER_INVALID" });
    expect(await balanceOf(t.app, p.userId)).toBe(20_00n);
  });

  it("refuses suspended and closed markets, and pre-match prices once the match has started", async () => {
    const p = await fundedPlayer(t.app, 20_00n);
    const event = await fixture(t, clock, { inMs: 60_000 });
    const preMatch = pick(event, "1x2", "home");
    await t.app.sportsbook.book.update(event.id, { suspended: true });
    expect((await placeBets(t, p.headers, single(preMatch))).json).toMatchObject({
      code: "MARKET_SUSPENDED",
      details: { selectionIds: [preMatch.selectionId] },
    });
    await t.app.sportsbook.book.update(event.id, { suspended: false });
    // Kick-off time has come but the feed has not started the match yet: pre-match prices are already off.
    clock.advance(60_000);
    expect((await placeBets(t, p.headers, single(preMatch))).json.code).toBe("EVENT_STARTED");
    const live = await kickOff(t, event.id, footballState(0));
    expect((await placeBets(t, p.headers, single(preMatch))).json.code).toBe("EVENT_STARTED");
    // A goal decides "over 0.5": the in-play market closes.
    const over = pick(live, "total_goals:0.5", "over");
    await reprice(t, event.id, { state: footballState(12, 1, 0) });
    expect((await placeBets(t, p.headers, single(over))).json).toMatchObject({
      code: "MARKET_CLOSED",
      details: { selectionIds: [over.selectionId] },
    });
    expect(await balanceOf(t.app, p.userId)).toBe(20_00n);
  });

  it("applies the player's limits and self-exclusion to stakes", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const set = await call(t.app, "PUT", "/api/user/limits", p.headers, {
      wageringLimits: [{ period: "daily", amount: 5, currency: "EUR" }],
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect((await placeBets(t, p.headers, single(home, 4))).status).toBe(200);
    expect(await placeBets(t, p.headers, single(home, 2))).toMatchObject({
      status: 403,
      json: { code: "WAGERING_LIMIT" },
    });
    const excluded = await call(t.app, "PUT", "/api/user/limits", p.headers, {
      selfExclusion: { period: "6m" },
    });
    expect(excluded.status, JSON.stringify(excluded.json)).toBe(200);
    const after = await placeBets(t, p.headers, single(home, 1));
    expect(after.status).toBe(401);
    expect(await balanceOf(t.app, p.userId)).toBe(46_00n);
  });
});

describe("idempotency", () => {
  it("answers a retried slip with the same bets and one debit; another slip under the key is a conflict", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const body = { selections: [home], stakes: { singles: { [home.selectionId]: 5 } } };
    const first = await placeBets(t, p.headers, body, "slip-1");
    const retries = await Promise.all([1, 2, 3].map(() => placeBets(t, p.headers, body, "slip-1")));
    for (const retry of retries)
      expect(retry.json.bets.map((b: { id: string }) => b.id)).toEqual([first.json.bets[0].id]);
    expect(await balanceOf(t.app, p.userId)).toBe(45_00n);
    const other = await placeBets(
      t,
      p.headers,
      { ...body, stakes: { singles: { [home.selectionId]: 6 } } },
      "slip-1",
    );
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const missing = await call(t.app, "POST", "/api/sportsbook/bets", p.headers, body);
    expect(missing).toMatchObject({ status: 400, json: { code: "IDEMPOTENCY_KEY_REQUIRED" } });
    // The same key of another player is theirs alone.
    const q = await fundedPlayer(t.app, 10_00n);
    expect((await placeBets(t, q.headers, body, "slip-1")).status).toBe(200);
    expect(await balanceOf(t.app, p.userId)).toBe(45_00n);
  });

  it("answers a retry with its bets after the market closed, without a second debit", async () => {
    const p = await fundedPlayer(t.app, 50_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const body = { selections: [home], stakes: { singles: { [home.selectionId]: 5 } } };
    const first = await placeBets(t, p.headers, body, "slip-closed");
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    // The match kicks off: the pre-match market is closed, so the same slip as a new one would be refused.
    await kickOff(t, event.id, footballState(1));
    const refused = await placeBets(t, p.headers, body);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const retry = await placeBets(t, p.headers, body, "slip-closed");
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.json.bets.map((b: { id: string }) => b.id)).toEqual([first.json.bets[0].id]);
    expect(await balanceOf(t.app, p.userId)).toBe(45_00n);
  });

  it("needs a logged-in player", async () => {
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const response = await placeBets(
      t,
      {},
      { selections: [home], stakes: { singles: { [home.selectionId]: 1 } } },
    );
    expect(response.status).toBe(401);
  });
});
