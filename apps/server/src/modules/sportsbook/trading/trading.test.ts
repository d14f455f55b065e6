import {
  StakeFactorResponse,
  type TickerBet,
  TradingEventDetail,
  TradingEventsResponse,
} from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { insertTestUser } from "../../../test/fixtures";
import { call, fundedPlayer } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import {
  detail,
  fixture,
  footballState,
  kickOff,
  market,
  pick,
  placeBets,
  reprice,
  sportsApp,
} from "../sportsbook.test-support";
import { TICKER_CHANNEL } from "./trading.service";

let t: TestApp;
let clock: ManualClock;
let trader: Record<string, string>;

beforeAll(async () => {
  ({ t, clock } = await sportsApp({ SPORTS_MAX_STAKE: "100" }));
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "trader"] });
  const { token } = await t.app.services.sessions.create({ userId });
  trader = { "x-session-id": token, "x-user-id": userId };
});
afterAll(() => t.close());

const desk = (method: "GET" | "PUT", path: string, body?: unknown) =>
  call(t.app, method, `/api/admin/trading/${path}`, trader, body);

const single = (
  headers: Record<string, string>,
  selection: { selectionId: string; odds: number },
  stake = 5,
) =>
  placeBets(t, headers, { selections: [selection], stakes: { singles: { [selection.selectionId]: stake } } });

describe("suspending", () => {
  it("refuses bets on a suspended market at once, leaves the others open, and takes them again when lifted", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const btts = pick(event, "btts", "yes");
    const held = await desk("PUT", `markets/${market(event, "1x2").id}/suspension`, { suspended: true });
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    expect(TradingEventDetail.parse(held.json).markets.find((m) => m.key === "1x2")?.traderSuspended).toBe(
      true,
    );

    const refused = await single(p.headers, home);
    expect(refused).toMatchObject({ status: 409, json: { code: "MARKET_SUSPENDED" } });
    // Players see it suspended; the feed repricing it does not reopen it.
    await reprice(t, event.id, {});
    expect(market(await detail(t, event.id), "1x2").status).toBe("suspended");
    expect((await single(p.headers, pick(await detail(t, event.id), "1x2", "home"))).status).toBe(409);
    expect((await single(p.headers, btts)).status).toBe(200);

    await desk("PUT", `markets/${market(event, "1x2").id}/suspension`, { suspended: false });
    const reopened = await detail(t, event.id);
    expect(market(reopened, "1x2").status).toBe("open");
    expect((await single(p.headers, pick(reopened, "1x2", "home"))).status).toBe(200);
  });

  it("suspends every market of an event, the in-play ones it opens later too, until lifted", async () => {
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock, { inMs: 60_000 });
    expect((await desk("PUT", `events/${event.id}/suspension`, { suspended: true })).status).toBe(200);
    expect((await single(p.headers, pick(event, "btts", "yes"))).json.code).toBe("MARKET_SUSPENDED");
    const live = await kickOff(t, event.id, footballState(10));
    expect(live.markets.every((m) => m.status === "suspended")).toBe(true);
    expect((await single(p.headers, pick(live, "1x2", "home"))).json.code).toBe("MARKET_SUSPENDED");
    const board = TradingEventsResponse.parse((await desk("GET", "events")).json);
    expect(board.items.find((e) => e.id === event.id)).toMatchObject({
      traderSuspended: true,
      status: "live",
    });

    await desk("PUT", `events/${event.id}/suspension`, { suspended: false });
    const open = await detail(t, event.id);
    expect(open.markets.some((m) => m.status === "open")).toBe(true);
    expect((await single(p.headers, pick(open, "1x2", "home"))).status).toBe(200);
  });

  it("says 404 for an unknown event or market and 400 for a body without `suspended`", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await desk("PUT", `events/${none}/suspension`, { suspended: true })).status).toBe(404);
    expect((await desk("PUT", `markets/${none}/suspension`, { suspended: true })).status).toBe(404);
    expect((await desk("PUT", "markets/not-a-uuid/suspension", { suspended: true })).status).toBe(404);
    const event = await fixture(t, clock);
    expect((await desk("PUT", `events/${event.id}/suspension`, {})).status).toBe(400);
  });
});

describe("names on the desk", () => {
  it("names markets and outcomes as players read them, in the desk's language, not by their internal keys", async () => {
    const event = await fixture(t, clock, { home: "Harbour City", away: "Alba" });
    const english = TradingEventDetail.parse((await desk("GET", `events/${event.id}`)).json);
    const result = english.markets.find((m) => m.key === "1x2")!;
    expect(result.name).toBe("Match result");
    expect(result.selections.map((s) => s.name)).toEqual(["Harbour City", "Draw", "Alba"]);
    expect(english.markets.find((m) => m.key === "total_goals:2.5")?.name).toBe("Total goals 2.5");
    const german = await call(t.app, "GET", `/api/admin/trading/events/${event.id}`, {
      ...trader,
      "x-locale": "de",
    });
    const inGerman = TradingEventDetail.parse(german.json).markets.find((m) => m.key === "1x2")!;
    expect(inGerman.selections.map((s) => s.name)).toContain("Unentschieden");
    // A suspension answers with the same names.
    const held = await desk("PUT", `markets/${result.id}/suspension`, { suspended: true });
    expect(TradingEventDetail.parse(held.json).markets.find((m) => m.key === "1x2")?.name).toBe(
      "Match result",
    );
  });
});

describe("liabilities", () => {
  it("shows what the book pays on each outcome and its worst loss on the market", async () => {
    const a = await fundedPlayer(t.app, 100_00n);
    const b = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    const away = pick(event, "1x2", "away");
    expect((await single(a.headers, home, 10)).status).toBe(200);
    expect((await single(b.headers, away, 4)).status).toBe(200);
    const view = TradingEventDetail.parse((await desk("GET", `events/${event.id}`)).json);
    const m = view.markets.find((x) => x.key === "1x2")!;
    const sel = (key: string) => m.selections.find((s) => s.key === key)!;
    expect(sel("home")).toMatchObject({
      bets: 1,
      stakes: 10,
      payout: Math.round(10 * home.odds * 100) / 100,
    });
    expect(sel("away")).toMatchObject({ bets: 1, stakes: 4 });
    expect(sel("draw")).toMatchObject({ bets: 0, payout: 0 });
    // The worst outcome for the book: the larger payout less both stakes.
    const worst = Math.max(sel("home").payout, sel("away").payout) - 14;
    expect(m.liability).toBeCloseTo(worst, 2);
    expect(view).toMatchObject({ openBets: 2, currency: "EUR" });
    expect(view.liability).toBeGreaterThanOrEqual(m.liability);
  });
});

describe("the margin of an event", () => {
  it("reprices the event at once with the trader's margin, and back with null", async () => {
    const event = await fixture(t, clock);
    const before = pick(event, "1x2", "home").odds;
    const wide = await desk("PUT", `events/${event.id}/margin`, { margin: 1.25 });
    expect(wide.status, JSON.stringify(wide.json)).toBe(200);
    expect(wide.json.margin).toBe(1.25);
    const after = pick(await detail(t, event.id), "1x2", "home").odds;
    expect(after).toBeLessThan(before);
    await desk("PUT", `events/${event.id}/margin`, { margin: null });
    expect(pick(await detail(t, event.id), "1x2", "home").odds).toBe(before);
    expect((await desk("PUT", `events/${event.id}/margin`, { margin: 3 })).status).toBe(400);
  });
});

describe("a player's stake factor", () => {
  it("scales the maximum stake the player may bet", async () => {
    const p = await fundedPlayer(t.app, 500_00n);
    const event = await fixture(t, clock);
    const home = pick(event, "1x2", "home");
    expect(StakeFactorResponse.parse((await desk("GET", `players/${p.userId}/stake-factor`)).json)).toEqual({
      userId: p.userId,
      factor: 1,
      maxStake: 100,
      currency: "EUR",
    });
    // A bet before the change: the factor the bets read (100 %) is kept in memory, and the change must replace it.
    expect((await single(p.headers, home, 30)).status).toBe(200);
    const set = await desk("PUT", `players/${p.userId}/stake-factor`, { factor: 0.25 });
    expect(set.json).toMatchObject({ factor: 0.25, maxStake: 25 });
    expect(await single(p.headers, home, 30)).toMatchObject({
      status: 400,
      json: { code: "STAKE_TOO_HIGH", details: { max: 25 } },
    });
    expect((await single(p.headers, home, 25)).status).toBe(200);
    // Another player keeps the book's maximum.
    const other = await fundedPlayer(t.app, 500_00n);
    expect((await single(other.headers, home, 30)).status).toBe(200);
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await desk("PUT", `players/${none}/stake-factor`, { factor: 2 })).status).toBe(404);
    expect((await desk("PUT", `players/${p.userId}/stake-factor`, { factor: 11 })).status).toBe(400);
  });
});

describe("the live ticker", () => {
  it("announces every bet placed on the bus, with its events", async () => {
    const seen: TickerBet[] = [];
    const off = t.app.services.bus.subscribe(TICKER_CHANNEL, (bet) => seen.push(bet as TickerBet));
    const p = await fundedPlayer(t.app, 100_00n);
    const event = await fixture(t, clock);
    const placed = await single(p.headers, pick(event, "1x2", "draw"), 7);
    off();
    const bet = seen.find((b) => b.betId === placed.json.bets[0].id);
    expect(bet).toMatchObject({ userId: p.userId, stake: 7, kind: "single", eventIds: [event.id] });
  });
});

describe("the trading desk", () => {
  it("is for staff only", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const refused = await call(t.app, "GET", "/api/admin/trading/events", p.headers);
    expect(refused).toMatchObject({ status: 403, json: { code: "FORBIDDEN" } });
  });
});
