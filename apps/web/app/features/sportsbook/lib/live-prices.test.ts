import type { EventSummary, OddsChange } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { changesShape, clearLivePrices, livePrice, publishOdds } from "./live-prices";

const summary = {
  id: "e1",
  sport: "football",
  competitionId: "pl",
  competitionName: "PL",
  home: "A",
  away: "B",
  startsAt: "2026-05-01T12:00:00Z",
  status: "live",
  scoreboard: null,
  mainMarket: {
    id: "m1",
    key: "1x2",
    inPlay: true,
    name: "Match result",
    status: "open",
    selections: [
      { id: "s1", key: "home", name: "A", odds: 2.1 },
      { id: "s2", key: "draw", name: "Draw", odds: 3.2 },
      { id: "s3", key: "away", name: "B", odds: 3.6 },
    ],
  },
  marketCount: 4,
  betBuilder: false,
} as unknown as EventSummary;

const change = (odds: Record<string, number>, status?: "open" | "suspended", market = "1x2"): OddsChange => ({
  seq: 1,
  eventId: "e1",
  inPlay: true,
  odds: { [market]: odds },
  ...(status ? { status: { [market]: status } } : {}),
});

describe("live prices", () => {
  it("keeps the stream's latest price of each selection, found by key in the cached event, until a reconnect", () => {
    publishOdds(change({ home: 2200, draw: 3100 }), [summary]);
    publishOdds(change({ home: 2250 }), [summary]);
    expect([livePrice("s1"), livePrice("s2"), livePrice("s3")]).toEqual([2.25, 3.1, undefined]);
    // The pre-match market of the same key is another market: its prices are not these.
    publishOdds({ ...change({ home: 9000 }), inPlay: false }, [summary]);
    expect(livePrice("s1")).toBe(2.25);
    clearLivePrices();
    expect(livePrice("s1")).toBeUndefined();
  });

  it("re-renders a list row only when its main market changes status or selections, not for a new price", () => {
    expect(changesShape(summary, change({ home: 2200, draw: 3100, away: 3700 }))).toBe(false);
    expect(changesShape(summary, change({}, "suspended"))).toBe(true);
    expect(changesShape(summary, change({ draw: 0 }))).toBe(true);
    expect(changesShape(summary, change({ other: 1500 }))).toBe(true);
    expect(changesShape(summary, change({}, "suspended", "total:2.5"))).toBe(false);
  });
});
