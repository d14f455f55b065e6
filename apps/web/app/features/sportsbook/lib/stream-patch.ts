import type { EventChange, EventSummary, EventsResponse, Market, OddsChange } from "@casino/contract";

type MarketChange = OddsChange["markets"][number];

/**
 * A market with the stream's new status and prices; the same object when nothing in it changed. A changed open
 * market lists every selection still offered, so one missing from the list (decided by the match) drops out; a
 * suspended or closed market comes without selections, and keeps its last prices on screen, greyed and locked.
 */
export function patchMarket(market: Market, change: MarketChange): Market {
  if (change.selections.length === 0 && change.status !== "open") {
    return market.status === change.status ? market : { ...market, status: change.status };
  }
  const odds = new Map(change.selections.map((selection) => [selection.id, selection.odds]));
  let changed = market.status !== change.status;
  const selections = market.selections.flatMap((selection) => {
    const next = odds.get(selection.id);
    if (next === undefined) {
      changed = true;
      return [];
    }
    if (next === selection.odds) return [selection];
    changed = true;
    return [{ ...selection, odds: next }];
  });
  return changed ? { ...market, status: change.status, selections } : market;
}

/**
 * Whether a change names something the cached event cannot show: a market it does not have (in-play markets
 * replace pre-match ones at kick-off) or a selection it does not have (offered again after a suspension). The
 * stream carries only ids and prices, so the event is fetched again for the names.
 */
export function needsRefetch(event: EventSummary & { markets?: Market[] }, change: OddsChange): boolean {
  if (event.id !== change.eventId) return false;
  const markets = new Map(
    (event.markets ?? (event.mainMarket ? [event.mainMarket] : [])).map((market) => [market.id, market]),
  );
  const full = event.markets !== undefined;
  return change.markets.some((update) => {
    const market = markets.get(update.id);
    if (!market) return full;
    const known = new Set(market.selections.map((selection) => selection.id));
    return update.selections.some((selection) => !known.has(selection.id));
  });
}

function patchMarkets(markets: Market[], change: OddsChange): Market[] {
  const byId = new Map(change.markets.map((market) => [market.id, market]));
  let changed = false;
  const next = markets.map((market) => {
    const update = byId.get(market.id);
    const patched = update ? patchMarket(market, update) : market;
    if (patched !== market) changed = true;
    return patched;
  });
  return changed ? next : markets;
}

/** An event (summary or detail) with an odds change applied to its main market and, for a detail, all markets. */
export function applyOdds<T extends EventSummary & { markets?: Market[] }>(event: T, change: OddsChange): T {
  if (event.id !== change.eventId) return event;
  const main = event.mainMarket ? patchMarkets([event.mainMarket], change)[0] : null;
  const markets = event.markets ? patchMarkets(event.markets, change) : undefined;
  if (main === event.mainMarket && markets === event.markets) return event;
  return { ...event, mainMarket: main ?? null, ...(markets ? { markets } : {}) };
}

/** An event with its new status and scoreboard. */
export function applyEventChange<T extends EventSummary>(event: T, change: EventChange): T {
  if (event.id !== change.eventId) return event;
  return { ...event, status: change.status, scoreboard: change.scoreboard };
}

/** A page of an event list with one event patched (the same page when the event is not on it). */
export function patchEventsPage(
  page: EventsResponse,
  eventId: string,
  patch: (event: EventSummary) => EventSummary,
): EventsResponse {
  if (!page.events.some((event) => event.id === eventId)) return page;
  return { ...page, events: page.events.map((event) => (event.id === eventId ? patch(event) : event)) };
}
