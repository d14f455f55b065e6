import type { EventChange, EventSummary, EventsResponse, Market, OddsChange } from "@casino/contract";

/** What an `odds` delta says about one market: its new status and/or new prices (thousandths by selection key). */
export interface MarketChange {
  status?: Market["status"] | undefined;
  odds?: Record<string, number> | undefined;
}

/**
 * What a delta says about a market the client holds: deltas name markets by key within the event's phase
 * (decision 0217), so a pre-match market is never taken for the in-play one of the same key.
 */
export function marketChange(market: Market, change: OddsChange): MarketChange | undefined {
  if ((market.inPlay ?? false) !== change.inPlay) return undefined;
  const status = change.status?.[market.key];
  const odds = change.odds?.[market.key];
  return status === undefined && odds === undefined ? undefined : { status, odds };
}

/**
 * A market with the stream's new status and prices; the same object when nothing in it changed. A delta names
 * only the selections whose price moved; one at 0 is no longer offered (decided by the match) and drops out. A
 * suspended market keeps its last prices on screen, greyed and locked.
 */
export function patchMarket(market: Market, change: MarketChange): Market {
  const status = change.status ?? market.status;
  const odds = change.odds;
  let changed = status !== market.status;
  const selections = !odds
    ? market.selections
    : market.selections.flatMap((selection) => {
        const milli = odds[selection.key];
        if (milli === undefined || milli / 1000 === selection.odds) return [selection];
        changed = true;
        return milli === 0 ? [] : [{ ...selection, odds: milli / 1000 }];
      });
  return changed ? { ...market, status, selections } : market;
}

/**
 * Whether a change names something the cached event cannot show: a market it does not have (in-play markets
 * replace pre-match ones at kick-off) or a selection it does not have (offered again after a suspension). The
 * stream carries only keys and prices, so the event is fetched again for the names.
 */
export function needsRefetch(event: EventSummary & { markets?: Market[] }, change: OddsChange): boolean {
  if (event.id !== change.eventId) return false;
  const markets = new Map(
    (event.markets ?? (event.mainMarket ? [event.mainMarket] : []))
      .filter((market) => (market.inPlay ?? false) === change.inPlay)
      .map((market) => [market.key, market]),
  );
  const full = event.markets !== undefined;
  const named = new Set([...Object.keys(change.status ?? {}), ...Object.keys(change.odds ?? {})]);
  for (const key of named) {
    const offered = Object.values(change.odds?.[key] ?? {}).some((milli) => milli > 0);
    const status = change.status?.[key];
    const market = markets.get(key);
    if (!market) {
      // A market that closed or settled and is no longer shown needs no names.
      if (full && (offered || status === "open" || status === "suspended")) return true;
      continue;
    }
    const known = new Set(market.selections.map((selection) => selection.key));
    if (
      Object.entries(change.odds?.[key] ?? {}).some(
        ([selection, milli]) => milli > 0 && !known.has(selection),
      )
    )
      return true;
  }
  return false;
}

function patchMarkets(markets: Market[], change: OddsChange): Market[] {
  let changed = false;
  const next = markets.map((market) => {
    const update = marketChange(market, change);
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
