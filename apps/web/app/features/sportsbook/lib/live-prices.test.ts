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

const change = (status: "open" | "suspended", selections: [string, number][], marketId = "m1"): OddsChange =>
  ({
    seq: 1,
    eventId: "e1",
    markets: [{ id: marketId, status, selections: selections.map(([id, odds]) => ({ id, odds })) }],
  }) as OddsChange;

describe("live prices", () => {
  it("keeps the stream's latest price of each selection until a reconnect forgets them", () => {
    publishOdds(
      change("open", [
        ["s1", 2.2],
        ["s2", 3.1],
      ]),
    );
    publishOdds(change("open", [["s1", 2.25]]));
    expect([livePrice("s1"), livePrice("s2"), livePrice("s3")]).toEqual([2.25, 3.1, undefined]);
    clearLivePrices();
    expect(livePrice("s1")).toBeUndefined();
  });

  it("re-renders a list row only when its main market changes status or selections, not for a new price", () => {
    const prices = change("open", [
      ["s1", 2.2],
      ["s2", 3.1],
      ["s3", 3.7],
    ]);
    expect(changesShape(summary, prices)).toBe(false);
    expect(changesShape(summary, change("suspended", []))).toBe(true);
    expect(
      changesShape(
        summary,
        change("open", [
          ["s1", 2.2],
          ["s3", 3.7],
        ]),
      ),
    ).toBe(true);
    expect(changesShape(summary, change("suspended", [], "m2"))).toBe(false);
  });
});
