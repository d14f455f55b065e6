import type { EventDetail, Market } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { applyEventChange, applyOdds, needsRefetch, patchEventsPage, patchMarket } from "./stream-patch";

const market = (id: string, status: Market["status"] = "open", key = id): Market => ({
  id,
  key,
  inPlay: true,
  type: "1x2",
  line: null,
  name: "Match result",
  group: "main",
  status,
  selections: [
    { id: `${id}-h`, key: "home", name: "Home", odds: 2.1 },
    { id: `${id}-d`, key: "draw", name: "Draw", odds: 3.4 },
    { id: `${id}-a`, key: "away", name: "Away", odds: 3.2 },
  ],
});

const event: EventDetail = {
  id: "e1",
  sport: "football",
  competitionId: "c1",
  competitionName: "Premier",
  home: "Home",
  away: "Away",
  startsAt: "2026-05-01T18:00:00Z",
  status: "live",
  scoreboard: { home: 0, away: 0, clock: "12'" },
  mainMarket: market("m1"),
  marketCount: 2,
  betBuilder: true,
  markets: [market("m1"), market("m2")],
};

describe("applying the odds stream", () => {
  it("moves prices and status of the markets it names by key, in the main market and the full list", () => {
    const next = applyOdds(event, {
      seq: 5,
      eventId: "e1",
      inPlay: true,
      status: { m1: "suspended" },
      odds: { m1: { home: 1950 } },
    });
    expect(next.mainMarket?.status).toBe("suspended");
    expect(next.mainMarket?.selections[0]?.odds).toBe(1.95);
    expect(next.markets[0]?.selections[0]?.odds).toBe(1.95);
    // Selections the delta does not name keep their price.
    expect(next.markets[0]?.selections[1]?.odds).toBe(3.4);
    // Untouched markets keep their identity, so their rows do not re-render.
    expect(next.markets[1]).toBe(event.markets[1]);
  });

  it("leaves the other phase's market of the same key alone", () => {
    const preMatch = { ...market("m1"), inPlay: false };
    const change = { seq: 5, eventId: "e1", inPlay: true, odds: { m1: { home: 1950 } } };
    expect(applyOdds({ ...event, mainMarket: preMatch, markets: [preMatch] }, change).markets[0]).toBe(
      preMatch,
    );
  });

  it("returns the same objects when nothing changes", () => {
    const same = market("m1");
    expect(patchMarket(same, { status: "open", odds: { home: 2100, draw: 3400 } })).toBe(same);
    expect(applyOdds(event, { seq: 6, eventId: "other", inPlay: true, odds: { m1: { home: 1 } } })).toBe(
      event,
    );
  });

  it("drops a selection the change no longer offers (decided by the match)", () => {
    const next = patchMarket(market("cs"), { odds: { home: 0, draw: 3100 } });
    expect(next.selections.map((selection) => [selection.id, selection.odds])).toEqual([
      ["cs-d", 3.1],
      ["cs-a", 3.2],
    ]);
  });

  it("keeps a suspended market's last prices, locked, when the change carries none", () => {
    const next = patchMarket(market("m1"), { status: "suspended" });
    expect(next.status).toBe("suspended");
    expect(next.selections.map((selection) => selection.odds)).toEqual([2.1, 3.4, 3.2]);
  });

  it("asks for the event again when a change names a market or selection the cache does not have", () => {
    const change = { seq: 9, eventId: "e1", inPlay: true };
    expect(needsRefetch(event, { ...change, status: { "total:2.5": "open" } })).toBe(true);
    expect(needsRefetch(event, { ...change, odds: { m2: { "2-1": 9000 } } })).toBe(true);
    expect(needsRefetch(event, { ...change, odds: { m2: { home: 2000 } } })).toBe(false);
    // A selection the cache no longer has that stays unoffered, or a market closing that is not shown: nothing new.
    expect(needsRefetch(event, { ...change, odds: { m2: { "2-1": 0 } } })).toBe(false);
    expect(needsRefetch(event, { ...change, status: { gone: "closed" } })).toBe(false);
    // Kick-off: the in-play market of a key the cache holds only pre-match is new to it.
    const preMatch = { ...event, markets: event.markets.map((item) => ({ ...item, inPlay: false })) };
    expect(needsRefetch(preMatch, { ...change, odds: { m1: { home: 2000 } } })).toBe(true);
    // A list's summary holds only the main market: other markets are not its business.
    const { markets: _all, ...summary } = event;
    expect(needsRefetch(summary, { ...change, status: { "total:2.5": "open" } })).toBe(false);
  });

  it("updates the scoreboard and status of the event it names", () => {
    const scoreboard = { home: 1, away: 0, clock: "31'" };
    const next = applyEventChange(event, { seq: 7, eventId: "e1", status: "live", scoreboard });
    expect(next.scoreboard).toEqual(scoreboard);
    expect(applyEventChange(event, { seq: 7, eventId: "x", status: "ended", scoreboard })).toBe(event);
  });

  it("patches an event inside a page of a list and leaves other pages alone", () => {
    const page = { events: [event], total: 1 };
    const patched = patchEventsPage(page, "e1", (item) => ({ ...item, status: "ended" }));
    expect(patched.events[0]?.status).toBe("ended");
    expect(patchEventsPage(page, "nope", (item) => item)).toBe(page);
  });
});
