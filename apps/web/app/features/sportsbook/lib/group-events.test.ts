import type { EventSummary } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { dayBreaks, groupByCompetition } from "./group-events";

const event = (
  id: string,
  competitionId: string,
  startsAt: string,
  status: EventSummary["status"] = "scheduled",
) =>
  ({
    id,
    sport: "football",
    competitionId,
    competitionName: competitionId.toUpperCase(),
    home: "A",
    away: "B",
    startsAt,
    status,
    scoreboard: null,
    mainMarket: null,
    marketCount: 1,
    betBuilder: false,
  }) satisfies EventSummary;

describe("grouping the event list", () => {
  it("groups by competition, live first, then by kick-off, and drops finished events", () => {
    const groups = groupByCompetition([
      event("late", "pl", "2026-05-01T20:00:00Z"),
      event("early", "ll", "2026-05-01T12:00:00Z"),
      event("playing", "pl", "2026-05-01T10:00:00Z", "live"),
      event("done", "ll", "2026-05-01T08:00:00Z", "ended"),
      event("mid", "ll", "2026-05-01T15:00:00Z"),
    ]);
    expect(groups.map((group) => [group.competitionId, group.events.map((item) => item.id)])).toEqual([
      ["pl", ["playing", "late"]],
      ["ll", ["early", "mid"]],
    ]);
  });

  it("marks where a new Amsterdam day starts within a group", () => {
    const events = [
      event("a", "pl", "2026-05-01T12:00:00Z"),
      event("b", "pl", "2026-05-01T21:30:00Z"), // 23:30 in Amsterdam: still the 1st
      event("c", "pl", "2026-05-01T22:30:00Z"), // 00:30 on the 2nd
    ];
    expect(dayBreaks(events)).toEqual(["2026-05-01", null, "2026-05-02"]);
  });
});
