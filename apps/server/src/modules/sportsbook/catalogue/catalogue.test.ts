import { EventDetail, EventsResponse, SportsMenu } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { call } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import { fixture, footballState, kickOff, market, sportsApp } from "../sportsbook.test-support";

// Thursday 19 Nov 2026, 13:00 in Amsterdam.
let t: TestApp;
let clock: ManualClock;
let live: EventDetail;
let tonight: EventDetail;
let tomorrow: EventDetail;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
  tonight = await fixture(t, clock, { inMs: 9 * 3_600_000, home: "Harbour City", away: "Kestrel Vale" });
  // 23:30 Amsterdam time on the 19th is 22:30 UTC: still "today" on the Amsterdam calendar.
  tomorrow = await fixture(t, clock, { inMs: 12 * 3_600_000 });
  const started = await fixture(t, clock, { inMs: 1000 });
  clock.advance(1000);
  live = await kickOff(t, started.id, footballState(0));
  await fixture(t, clock, { model: { sport: "tennis", home: { serve: 0.65 }, away: { serve: 0.62 } } });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await call(t.app, "GET", url, headers)).json;

describe("the sportsbook's read API", () => {
  it("counts events per sport and competition, live ones too", async () => {
    const menu = SportsMenu.parse(await get("/api/sportsbook/menu"));
    const football = menu.sports.find((s) => s.sport === "football")!;
    expect(football).toMatchObject({ name: "Football", count: 3, liveCount: 1 });
    expect(football.competitions).toEqual([
      { id: "football-test-league", name: "Test League", country: "GB", count: 3, liveCount: 1 },
    ]);
    expect(menu.sports.find((s) => s.sport === "tennis")).toMatchObject({ count: 1, liveCount: 0 });
    expect(menu.sports.find((s) => s.sport === "basketball")).toMatchObject({ count: 0, competitions: [] });
    const inGerman = SportsMenu.parse(await get("/api/sportsbook/menu", { "x-locale": "de" }));
    expect(inGerman.sports[0]!.name).toBe("Fußball");
    expect(SportsMenu.parse(await get("/api/sportsbook/menu?locale=en-CA")).sports[0]!.name).toBe("Soccer");
  });

  it("lists events by sport, status and Amsterdam day, live first, with their main market", async () => {
    const all = EventsResponse.parse(await get("/api/sportsbook/events?sport=football"));
    expect(all.total).toBe(3);
    expect(all.events[0]).toMatchObject({ id: live.id, status: "live", scoreboard: { clock: "0'" } });
    expect(all.events[0]!.mainMarket).toMatchObject({ key: "1x2", inPlay: true, status: "open" });
    expect(all.events.slice(1).map((e) => e.id)).toEqual([tonight.id, tomorrow.id]);
    const upcoming = EventsResponse.parse(await get("/api/sportsbook/events?status=upcoming&sport=football"));
    expect(upcoming.events.map((e) => e.id)).toEqual([tonight.id, tomorrow.id]);
    expect(upcoming.events[0]).toMatchObject({ scoreboard: null, betBuilder: true });
    expect(upcoming.events[0]!.marketCount).toBe(tonight.markets.length);
    const today = EventsResponse.parse(await get("/api/sportsbook/events?date=2026-11-19&sport=football"));
    expect(today.events.map((e) => e.id).sort()).toEqual([live.id, tonight.id].sort());
    const paged = EventsResponse.parse(await get("/api/sportsbook/events?sport=football&offset=1&limit=1"));
    expect(paged).toMatchObject({ total: 3, events: [{ id: tonight.id }] });
    const bad = await call(t.app, "GET", "/api/sportsbook/events?date=19.11.2026");
    expect(bad).toMatchObject({ status: 400, json: { code: "VALIDATION_FAILED" } });
  });

  it("names markets and selections in the request's locale", async () => {
    const en = EventDetail.parse(await get(`/api/sportsbook/events/${tonight.id}`));
    expect(market(en, "1x2").selections.map((s) => s.name)).toEqual(["Harbour City", "Draw", "Kestrel Vale"]);
    expect(market(en, "total_goals:2.5")).toMatchObject({ name: "Total goals 2.5", group: "goals" });
    expect(market(en, "total_goals:2.5").selections.map((s) => s.name)).toEqual(["Over 2.5", "Under 2.5"]);
    expect(market(en, "double_chance").selections[0]!.name).toBe("Harbour City or draw");
    const de = EventDetail.parse(await get(`/api/sportsbook/events/${tonight.id}`, { "x-locale": "de" }));
    expect(market(de, "total_goals:2.5").name).toBe("Tore gesamt 2,5");
    expect(market(de, "1x2").selections[1]!.name).toBe("Unentschieden");
    const ca = EventDetail.parse(await get(`/api/sportsbook/events/${tonight.id}?locale=en-ca`));
    expect(market(ca, "1x2")).toMatchObject({ name: "3-way moneyline" });
    expect(market(ca, "1x2").selections[1]!.name).toBe("Tie");
    const handicap = en.markets.find((m) => m.type === "asian_handicap" && m.line === -0.75);
    if (handicap)
      expect(handicap.selections.map((s) => s.name)).toEqual(["Harbour City -0.75", "Kestrel Vale +0.75"]);
  });

  it("shows a live event's in-play markets and answers 404 for an unknown one", async () => {
    const detail = EventDetail.parse(await get(`/api/sportsbook/events/${live.id}`));
    expect(detail.markets.length).toBeGreaterThan(5);
    expect(detail.markets.every((m) => m.inPlay)).toBe(true);
    for (const id of ["0b6a0a0e-0000-4000-8000-000000000000", "nope"]) {
      expect(await call(t.app, "GET", `/api/sportsbook/events/${id}`)).toMatchObject({
        status: 404,
        json: { code: "NOT_FOUND" },
      });
    }
  });
});
