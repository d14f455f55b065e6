import type { EventSummary, OddsChange } from "@casino/contract";
import { useCallback, useSyncExternalStore } from "react";

/**
 * The odds stream's latest price of each selection, with a subscription per selection: a price that moves
 * re-renders only the buttons showing it, not the list around them (issue 21: on a phone every list row re-rendered
 * on each tick). The event lists' cached copies keep the prices they were fetched with and are patched only when an
 * event's shape changes (a market suspended or reopened, a selection added or dropped); a price shown in a list is
 * the stream's when it has one, else the list's. Event pages and the slip read their events' own cached copies,
 * which the stream patches as before.
 */
const prices = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

/** Records the prices of an `odds` change and tells the buttons showing them. */
export function publishOdds(change: OddsChange): void {
  for (const market of change.markets)
    for (const selection of market.selections) {
      if (prices.get(selection.id) === selection.odds) continue;
      prices.set(selection.id, selection.odds);
      for (const listener of listeners.get(selection.id) ?? []) listener();
    }
}

/** Forgets every price (after a reconnect that missed changes, the lists are read again). */
export function clearLivePrices(): void {
  const ids = [...prices.keys()];
  prices.clear();
  for (const id of ids) for (const listener of listeners.get(id) ?? []) listener();
}

/** The stream's price of a selection, else undefined. */
export const livePrice = (selectionId: string): number | undefined => prices.get(selectionId);

function subscribe(selectionId: string, listener: () => void): () => void {
  let set = listeners.get(selectionId);
  if (!set) {
    set = new Set();
    listeners.set(selectionId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(selectionId);
  };
}

/** A selection's current price: the stream's latest, else `fallback` (what the list or event was fetched with). */
export function useLiveOdds(selectionId: string, fallback: number): number {
  const listen = useCallback((listener: () => void) => subscribe(selectionId, listener), [selectionId]);
  const read = () => prices.get(selectionId) ?? fallback;
  // The server renders the fetched prices; the stream opens after hydration.
  return useSyncExternalStore(listen, read, () => fallback);
}

/**
 * Whether an `odds` change alters what a list row shows other than prices: its main market's status, or which
 * selections it offers. Only such a change patches the cached lists (and so re-renders them).
 */
export function changesShape(event: EventSummary, change: OddsChange): boolean {
  const market = event.mainMarket;
  if (!market || event.id !== change.eventId) return false;
  const update = change.markets.find((item) => item.id === market.id);
  if (!update) return false;
  if (update.status !== market.status) return true;
  if (update.selections.length === 0) return false;
  if (update.selections.length !== market.selections.length) return true;
  const known = new Set(market.selections.map((selection) => selection.id));
  return update.selections.some((selection) => !known.has(selection.id));
}
