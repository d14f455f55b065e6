import type { EventSummary, Market, Selection } from "@casino/contract";
import type { SlipSelection } from "../slip/slip";

/** A market takes bets only while open and its event has not finished. */
export const isBettable = (event: Pick<EventSummary, "status">, market: Pick<Market, "status">) =>
  market.status === "open" && (event.status === "scheduled" || event.status === "live");

export const eventName = (event: Pick<EventSummary, "home" | "away">) => `${event.home} – ${event.away}`;

/** What the bet slip keeps of a selection the player picked. */
export function toSlipSelection(event: EventSummary, market: Market, selection: Selection): SlipSelection {
  return {
    selectionId: selection.id,
    eventId: event.id,
    eventName: eventName(event),
    sport: event.sport,
    marketName: market.name,
    selectionName: selection.name,
    odds: selection.odds,
    startsAt: event.startsAt,
  };
}

/** The short column labels of a main market: 1 X 2 by selection key. */
export function shortLabel(key: string): string {
  return key === "home" ? "1" : key === "draw" ? "X" : key === "away" ? "2" : key;
}
