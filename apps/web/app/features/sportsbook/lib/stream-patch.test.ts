import type { EventDetail, Market } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { applyEventChange, applyOdds, needsRefetch, patchEventsPage, patchMarket } from "./stream-patch";

const market = (id: string, status: Market["status"] = "open"): Market => ({
  id,
  key: "1x2",
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
  it("moves prices and status of the markets it names, in the main market and the full list", () => {
    const next = applyOdds(event, {
      seq: 5,
      eventId: "e1",
      markets: [
        {
          id: "m1",
          status: "suspended",
          selections: [
            { id: "m1-h", odds: 1.95 },
            { id: "m1-d", odds: 3.4 },
            { id: "m1-a", odds: 3.2 },
          ],
        },
      ],
    });
    expect(next.mainMarket?.status).toBe("suspended");
    expect(next.mainMarket?.selections[0]?.odds).toBe(1.95);
    expect(next.markets[0]?.selections[0]?.odds).toBe(1.95);
    expect(next.markets[0]?.selections[1]?.odds).toBe(3.4);
    // Untouched markets keep their identity, so their rows do not re-render.
    expect(next.markets[1]).toBe(event.markets[1]);
  });

  it("returns the same objects when nothing changes", () => {
    const same = market("m1");
    const unchanged = same.selections.map(({ id, odds }) => ({ id, odds }));
    expect(patchMarket(same, { id: "m1", status: "open", selections: unchanged })).toBe(same);
    expect(applyOdds(event, { seq: 6, eventId: "other", markets: [] })).toBe(event);
  });

  it("drops a selection the change no longer offers (decided by the match)", () => {
    const next = patchMarket(market("cs"), {
      id: "cs",
      status: "open",
      selections: [
        { id: "cs-d", odds: 3.1 },
        { id: "cs-a", odds: 3.3 },
      ],
    });
    expect(next.selections.map((selection) => selection.id)).toEqual(["cs-d", "cs-a"]);
  });

  it("keeps a suspended market's last prices, locked, when the change carries none", () => {
    const next = patchMarket(market("m1"), { id: "m1", status: "suspended", selections: [] });
    expect(next.status).toBe("suspended");
    expect(next.selections.map((selection) => selection.odds)).toEqual([2.1, 3.4, 3.2]);
  });

  it("asks for the event again when a change names a market or selection the cache does not have", () => {
    const reopened = { id: "m2", status: "open" as const, selections: [{ id: "m2-new", odds: 2 }] };
    const change = {
      seq: 9,
      eventId: "e1",
      markets: [{ id: "live-1x2", status: "open" as const, selections: [] }],
    };
    expect(needsRefetch(event, change)).toBe(true);
    expect(needsRefetch(event, { ...change, markets: [reopened] })).toBe(true);
    const known = { id: "m2", status: "open" as const, selections: [{ id: "m2-h", odds: 2 }] };
    expect(needsRefetch(event, { ...change, markets: [known] })).toBe(false);
    // A list's summary holds only the main market: other markets are not its business.
    const { markets: _all, ...summary } = event;
    expect(needsRefetch(summary, change)).toBe(false);
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
