import type { EventSummary, Market, OddsChange } from "@casino/contract";
import { keyedStore, useKeyedValue } from "./keyed-store";
import { marketChange } from "./stream-patch";

/**
 * The odds stream's latest price of each selection, with a subscription per selection: a price that moves
 * re-renders only the buttons showing it, not the list around them (issue 21: on a phone every list row re-rendered
 * on each tick). The event lists' cached copies keep the prices they were fetched with and are patched only when an
 * event's shape changes (a market suspended or reopened, a selection added or dropped); a price shown in a list is
 * the stream's when it has one, else the list's. Event pages and the slip read their events' own cached copies,
 * which the stream patches as before.
 */
const prices = keyedStore<number>();

/**
 * Records the prices of an `odds` change and tells the buttons showing them. A delta names selections by market
 * and selection key (decision 0217): `events` are the cached copies of its event (its page, its list rows) that
 * say which selection ids those are; a selection no copy holds is shown nowhere.
 */
export function publishOdds(change: OddsChange, events: (EventSummary & { markets?: Market[] })[]): void {
  const seen = new Set<string>();
  for (const event of events)
    for (const market of event.markets ?? (event.mainMarket ? [event.mainMarket] : [])) {
      const odds = marketChange(market, change)?.odds;
      if (!odds) continue;
      for (const selection of market.selections) {
        const milli = odds[selection.key];
        if (!milli || seen.has(selection.id)) continue;
        seen.add(selection.id);
        prices.set(selection.id, milli / 1000);
      }
    }
}

/** Forgets every price (after a reconnect that missed changes, the lists are read again). */
export const clearLivePrices = (): void => prices.clear();

/** The stream's price of a selection, else undefined. */
export const livePrice = (selectionId: string): number | undefined => prices.get(selectionId);

/** A selection's current price: the stream's latest, else `fallback` (what the list or event was fetched with). */
export const useLiveOdds = (selectionId: string, fallback: number): number =>
  useKeyedValue(prices, selectionId, fallback);

/**
 * Whether an `odds` change alters what a list row shows other than prices: its main market's status, or which
 * selections it offers. Only such a change patches the cached lists (and so re-renders them).
 */
export function changesShape(event: EventSummary, change: OddsChange): boolean {
  const market = event.mainMarket;
  if (!market || event.id !== change.eventId) return false;
  const update = marketChange(market, change);
  if (!update) return false;
  if (update.status !== undefined && update.status !== market.status) return true;
  const known = new Set(market.selections.map((selection) => selection.key));
  return Object.entries(update.odds ?? {}).some(([key, milli]) => (milli === 0) === known.has(key));
}
