import type { SlipSelection } from "./slip";

/** A slip selection for tests: its own event unless one is given. */
export const pick = (id: string, odds: number, eventId = `event-${id}`): SlipSelection => ({
  selectionId: id,
  eventId,
  eventName: "Northbridge – Eastham",
  sport: "football",
  marketName: "Match result",
  selectionName: "Northbridge",
  odds,
  startsAt: "2026-05-01T18:00:00Z",
});
