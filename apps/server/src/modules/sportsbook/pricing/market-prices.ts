import type { Db } from "../../../platform/db";
import { eventsStore, type MarketInput, type MarketWithSelections } from "../catalogue/events.store";
import { marketOrder } from "../catalogue/market-layout";

/** A market as a feed delivers it: decimal odds on the ladder and the fair probability behind each. */
export interface PricedInput {
  key: string;
  type: string;
  line: number | null;
  selections: { key: string; odds: number; probability: number }[];
}

/** What a price update of one phase says. */
export interface PriceUpdate {
  prices?: PricedInput[] | undefined;
  suspended?: boolean | undefined;
  inPlay: boolean;
}

const toMilli = (odds: number) => Math.round(odds * 1000);

/** Market rows to insert for priced markets. */
export function marketInputs(prices: PricedInput[], inPlay: boolean, suspended = false): MarketInput[] {
  return prices.map((m) => ({
    key: m.key,
    type: m.type,
    line: m.line,
    inPlay,
    status: suspended ? "suspended" : "open",
    sortOrder: marketOrder(m.type, m.line),
    selections: m.selections.map((s, i) => ({
      key: s.key,
      oddsMilli: toMilli(s.odds),
      probability: s.probability,
      sortOrder: i,
    })),
  }));
}

/** The status a market of the current phase takes from a price update. */
function nextStatus(market: MarketWithSelections, priced: boolean, update: PriceUpdate): string {
  if (update.prices) {
    if (priced) return update.suspended ? "suspended" : "open";
    // In play a market the model no longer offers is decided (or its line has moved away); pre-match it waits.
    return update.inPlay ? "closed" : "suspended";
  }
  if (update.suspended === undefined || market.status === "closed") return market.status;
  return update.suspended ? "suspended" : "open";
}

/**
 * Applies prices and a suspension state to the locked markets of one phase, adding markets the model now offers
 * (lines follow the match); returns the markets whose offer changed.
 */
export async function applyPrices(
  tx: Db,
  eventId: string,
  markets: MarketWithSelections[],
  update: PriceUpdate,
): Promise<MarketWithSelections[]> {
  const byKey = new Map((update.prices ?? []).map((p) => [p.key, p]));
  const updates: { id: string; oddsMilli: number; probability: number; active: boolean }[] = [];
  const byStatus = new Map<string, string[]>();
  const changed: MarketWithSelections[] = [];
  for (const market of markets) {
    if (market.status === "settled") continue;
    const priced = byKey.get(market.key);
    byKey.delete(market.key);
    const status = nextStatus(market, priced !== undefined, update);
    let offerChanged = status !== market.status;
    const selections = market.selections.map((s) => {
      if (!update.prices || status === "closed") return s;
      const next = priced?.selections.find((p) => p.key === s.key);
      const fresh = next
        ? { ...s, oddsMilli: toMilli(next.odds), probability: next.probability, active: true }
        : { ...s, active: false };
      const moved = fresh.oddsMilli !== s.oddsMilli || fresh.active !== s.active;
      if (moved) offerChanged = true;
      if (moved || Math.abs(fresh.probability - s.probability) > 1e-4) updates.push(fresh);
      return fresh;
    });
    if (status !== market.status) byStatus.set(status, [...(byStatus.get(status) ?? []), market.id]);
    if (offerChanged) changed.push({ ...market, status, selections });
  }
  await eventsStore.updateSelections(tx, updates);
  for (const [status, ids] of byStatus) await eventsStore.setMarketStatus(tx, ids, status);
  const added = await eventsStore.insertMarkets(
    tx,
    eventId,
    marketInputs([...byKey.values()], update.inPlay, update.suspended === true),
  );
  return [...changed, ...added];
}
