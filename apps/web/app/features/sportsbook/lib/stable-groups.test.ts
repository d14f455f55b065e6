import type { EventSummary } from "@casino/contract";
import { describe, expect, it } from "vitest";
import { placeEvents } from "./stable-groups";

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

const shown = (groups: ReturnType<typeof placeEvents>["groups"]) =>
  groups.map((group) => [group.competitionId, group.events.map((item) => `${item.id}:${item.status}`)]);

describe("keeping the list in place while the book changes", () => {
  const first = [
    event("pl1", "pl", "2026-05-01T12:00:00Z"),
    event("pl2", "pl", "2026-05-01T14:00:00Z"),
    event("ll1", "ll", "2026-05-01T13:00:00Z"),
    event("sa1", "sa", "2026-05-01T15:00:00Z"),
  ];

  it("orders the first list as grouped: live first, then by kick-off", () => {
    const { groups } = placeEvents(null, [...first, event("sa0", "sa", "2026-05-01T09:00:00Z", "live")]);
    expect(shown(groups)).toEqual([
      ["sa", ["sa0:live", "sa1:scheduled"]],
      ["pl", ["pl1:scheduled", "pl2:scheduled"]],
      ["ll", ["ll1:scheduled"]],
    ]);
    expect(groups[0]?.breaks).toEqual([null, "2026-05-01"]);
  });

  it("keeps a match that kicks off in its row, and one that ends (or leaves the list) in its place", () => {
    const start = placeEvents(null, first);
    // sa1 kicks off (live would lead its competition and move "sa" first); pl1 ends and drops out of the list.
    const later = placeEvents(start.layout, [
      event("pl2", "pl", "2026-05-01T14:00:00Z"),
      event("ll1", "ll", "2026-05-01T13:00:00Z"),
      event("sa1", "sa", "2026-05-01T15:00:00Z", "live"),
    ]);
    expect(shown(later.groups)).toEqual([
      ["pl", ["pl1:scheduled", "pl2:scheduled"]],
      ["ll", ["ll1:scheduled"]],
      ["sa", ["sa1:live"]],
    ]);
    expect(later.groups.map((group) => group.breaks)).toEqual(start.groups.map((group) => group.breaks));
  });

  it("shows the last state the stream gave an event the list no longer has", () => {
    const start = placeEvents(null, first);
    const ended = placeEvents(start.layout, [
      ...first.slice(1),
      event("pl1", "pl", "2026-05-01T12:00:00Z", "ended"),
    ]);
    const gone = placeEvents(ended.layout, first.slice(1));
    expect(shown(gone.groups)[0]).toEqual(["pl", ["pl1:ended", "pl2:scheduled"]]);
  });

  it("adds an event listed later at the end of its competition, and a new competition at the end of the list", () => {
    const start = placeEvents(null, first);
    const later = placeEvents(start.layout, [
      event("ll0", "ll", "2026-05-01T08:00:00Z", "live"),
      ...first,
      event("bl1", "bl", "2026-05-01T10:00:00Z"),
      event("pl3", "pl", "2026-05-02T12:00:00Z"),
    ]);
    expect(shown(later.groups)).toEqual([
      ["pl", ["pl1:scheduled", "pl2:scheduled", "pl3:scheduled"]],
      ["ll", ["ll1:scheduled", "ll0:live"]],
      ["sa", ["sa1:scheduled"]],
      ["bl", ["bl1:scheduled"]],
    ]);
    // A new day starts a heading; the same day does not repeat it.
    expect(later.groups[0]?.breaks).toEqual(["2026-05-01", null, "2026-05-02"]);
    expect(later.groups[1]?.breaks).toEqual(["2026-05-01", null]);
  });
});
