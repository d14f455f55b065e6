import type { MarketStatus } from "@casino/contract";
import type { LockedMarket, MarketInput } from "../catalogue/events.store";
import { marketOrder } from "../catalogue/market-layout";
import { type MarketDelta, shownStatus } from "../stream";

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
function nextStatus(market: LockedMarket, priced: boolean, update: PriceUpdate): string {
  if (update.prices) {
    if (priced) return update.suspended ? "suspended" : "open";
    // In play a market the model no longer offers is decided (or its line has moved away); pre-match it waits.
    return update.inPlay ? "closed" : "suspended";
  }
  if (update.suspended === undefined || market.status === "closed") return market.status;
  return update.suspended ? "suspended" : "open";
}

/** The writes of a price update of one phase, and what the odds stream says about it (decision 0217). */
export interface PricePlan {
  /** Selections whose odds, probability or offer changed. */
  selections: { id: string; oddsMilli: number; probability: number; active: boolean }[];
  /** Markets whose status changed. */
  statuses: { id: string; status: string }[];
  /** Markets the model offers now that the event does not have yet (lines follow the match). */
  added: MarketInput[];
  /** What players see change: shown statuses and the prices of selections that moved or came or went. */
  deltas: MarketDelta[];
}

/**
 * Plans prices and a suspension state for the locked markets of one phase: what to write and what changed for
 * players. Pure: the book writes the plan in one statement.
 */
export function planPrices(markets: LockedMarket[], update: PriceUpdate): PricePlan {
  const byKey = new Map((update.prices ?? []).map((p) => [p.key, p]));
  const plan: PricePlan = { selections: [], statuses: [], added: [], deltas: [] };
  for (const market of markets) {
    if (market.status === "settled") continue;
    const priced = byKey.get(market.key);
    byKey.delete(market.key);
    const status = nextStatus(market, priced !== undefined, update);
    if (status !== market.status) plan.statuses.push({ id: market.id, status });
    const odds: Record<string, number> = {};
    let moved = false;
    if (update.prices && status !== "closed") {
      const next = new Map(priced?.selections.map((p) => [p.key, p]));
      for (const s of market.selections) {
        const p = next.get(s.key);
        const fresh = p
          ? { id: s.id, oddsMilli: toMilli(p.odds), probability: p.probability, active: true }
          : { id: s.id, oddsMilli: s.oddsMilli, probability: s.probability, active: false };
        const offerMoved = fresh.oddsMilli !== s.oddsMilli || fresh.active !== s.active;
        if (offerMoved) {
          odds[s.key] = fresh.active ? fresh.oddsMilli : 0;
          moved = true;
        }
        if (offerMoved || Math.abs(fresh.probability - s.probability) > 1e-4) plan.selections.push(fresh);
      }
    }
    const shownBefore = shownStatus(market);
    const shownAfter = shownStatus({ status, traderSuspended: market.traderSuspended });
    if (moved || shownAfter !== shownBefore)
      plan.deltas.push({
        key: market.key,
        inPlay: market.inPlay,
        status: shownAfter !== shownBefore ? (shownAfter as MarketStatus) : undefined,
        odds: moved ? odds : undefined,
      });
  }
  plan.added = marketInputs([...byKey.values()], update.inPlay, update.suspended === true);
  return plan;
}
