import type { EventDetail } from "@casino/contract";
import { useSlipEvents } from "../api/get-event";
import { isBettable } from "../lib/bettable";
import type { LivePrice, PriceLookup, SlipSelection } from "../slip/slip";

/**
 * Current prices of the slip's selections from their events (fetched once, then kept live by the odds stream).
 * A selection whose event or market is gone counts as closed at its accepted price.
 */
export function slipPriceLookup(
  selections: SlipSelection[],
  events: Map<string, EventDetail | null | undefined>,
): PriceLookup {
  const prices = new Map<string, LivePrice>();
  for (const event of events.values()) {
    if (!event) continue;
    for (const market of event.markets) {
      const open = isBettable(event, market);
      for (const selection of market.selections) prices.set(selection.id, { odds: selection.odds, open });
    }
  }
  return (selectionId) => {
    const known = prices.get(selectionId);
    if (known) return known;
    const selection = selections.find((item) => item.selectionId === selectionId);
    if (!selection) return undefined;
    const event = events.get(selection.eventId);
    // Still loading: unknown. Loaded without this selection (or the event is gone): closed.
    return event === undefined ? undefined : { odds: selection.odds, open: false };
  };
}

export function useSlipPrices(selections: SlipSelection[]): { lookup: PriceLookup; refresh(): void } {
  const eventIds = [...new Set(selections.map((item) => item.eventId))];
  const results = useSlipEvents(eventIds);
  const events = new Map(eventIds.map((id, index) => [id, results[index]?.data]));
  return {
    lookup: slipPriceLookup(selections, events),
    refresh: () => {
      for (const result of results) void result.refetch();
    },
  };
}
