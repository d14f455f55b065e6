import { cashOutValue } from "@casino/sports";
import type { Db } from "../../../platform/db";
import { type BetKind, type LegOutcome, linesOf } from "../bets/bet-maths";
import type { BetRow, LegWithOffer } from "../bets/bets.store";
import { type EventRow, eventsStore, type MarketWithSelections } from "../catalogue/events.store";
import { quoteBetBuilder } from "../pricing/bet-builder-price";

/** Why a cash-out is not offered (CashOutOffer.reason). */
export type CashOutReason = "suspended" | "settled" | "not_offered" | "free_bet";

export interface CashOutQuote {
  /** The full cash-out amount in minor units, or null with a reason. */
  amount: bigint | null;
  reason: CashOutReason | null;
}

/** The current phase's markets of the events of a bet's open legs, by "event|market key". */
export interface CurrentMarkets {
  events: Map<string, EventRow>;
  markets: Map<string, MarketWithSelections>;
}

/**
 * Loads the markets an open leg is valued on now: the leg's own market before kick-off, the in-play market with the
 * same key once the event is live. With `lock` they are locked (prices hold until the transaction ends).
 */
export async function currentMarkets(db: Db, legs: LegWithOffer[], lock = false): Promise<CurrentMarkets> {
  const open = legs.filter((l) => l.outcome === "open");
  const eventIds = [...new Set(open.map((l) => l.eventId))].sort();
  const events = new Map<string, EventRow>();
  const markets = new Map<string, MarketWithSelections>();
  for (const eventId of eventIds) {
    const event = open.find((l) => l.eventId === eventId)!.offer.event;
    const inPlay = event.status !== "scheduled";
    if (lock) await eventsStore.holdMarkets(db, eventId, inPlay);
    const fresh = lock ? ((await eventsStore.event(db, eventId)) ?? event) : event;
    events.set(eventId, fresh);
    for (const m of await eventsStore.marketsOf(db, [eventId], inPlay)) markets.set(`${eventId}|${m.key}`, m);
  }
  return { events, markets };
}

/**
 * The markets of legs just placed, as the placing transaction read them under the markets' lock: the prices the bet
 * was accepted at, current when it committed. Each market holds only the bet's own selections of it, which is all a
 * quote reads of it (quoteCashOut); the events are the legs' own.
 */
export function marketsAsPlaced(legs: LegWithOffer[]): CurrentMarkets {
  const events = new Map<string, EventRow>();
  const markets = new Map<string, MarketWithSelections>();
  for (const leg of legs) {
    if (leg.outcome !== "open") continue;
    const { event, market, selection } = leg.offer;
    events.set(event.id, event);
    const key = `${event.id}|${market.key}`;
    const known = markets.get(key);
    if (known) known.selections.push(selection);
    else markets.set(key, { ...market, selections: [selection] });
  }
  return { events, markets };
}

/**
 * What the book pays now to take the whole bet back: its fair value from the current probabilities of its open legs
 * (settled legs by their return), less the cash-out margin, rounded down to the minor unit. Unavailable while any
 * open leg's market is suspended or no longer offered, and once the bet is settled.
 */
export function quoteCashOut(
  bet: BetRow,
  legs: LegWithOffer[],
  current: CurrentMarkets,
  settings: { margin: number; overround: number },
): CashOutQuote {
  if (bet.status !== "open" || bet.stake === 0n) return { amount: null, reason: "settled" };
  // docs/decisions/0094-sportsbook-free-bets.md: a free bet is not cashed out (its stake was never the player's
  // money).
  if (bet.freeGrantId) return { amount: null, reason: "free_bet" };
  const probabilities: number[] = [];
  for (const leg of legs) {
    if (leg.outcome !== "open") {
      probabilities.push(0);
      continue;
    }
    const market = current.markets.get(`${leg.eventId}|${leg.offer.market.key}`);
    const selection = market?.selections.find((s) => s.key === leg.offer.selection.key);
    if (market?.status === "suspended") return { amount: null, reason: "suspended" };
    if (market?.status !== "open" || !selection?.active) return { amount: null, reason: "not_offered" };
    probabilities.push(selection.probability);
  }
  const value =
    bet.kind === "bet_builder"
      ? betBuilderValue(bet, legs, current, settings)
      : linesValue(bet, legs, probabilities, settings.margin);
  const amount = BigInt(Math.floor(value + 1e-9));
  return amount > 0n ? { amount, reason: null } : { amount: null, reason: "not_offered" };
}

function linesValue(bet: BetRow, legs: LegWithOffer[], probabilities: number[], margin: number): number {
  const lines = linesOf(bet.kind as BetKind, legs.length, bet.systemSize);
  // Each line's share of the current stake (partial cash-outs shrink it).
  const stake = Number(bet.stake) / lines.length;
  return lines.reduce(
    (sum, line) =>
      sum +
      cashOutValue({
        stake,
        legs: line.map((i) => ({
          odds: legs[i]!.oddsMilli / 1000,
          outcome: legs[i]!.outcome as LegOutcome,
          probability: probabilities[i]!,
        })),
        margin,
      }),
    0,
  );
}

/** A bet builder is one unit: its own price and the joint probability that every open leg still wins. */
function betBuilderValue(
  bet: BetRow,
  legs: LegWithOffer[],
  current: CurrentMarkets,
  settings: { margin: number; overround: number },
): number {
  if (legs.some((l) => l.outcome === "lost")) return 0;
  const open = legs.filter((l) => l.outcome === "open");
  const event = open[0] ? current.events.get(open[0].eventId) : undefined;
  const probability = event
    ? quoteBetBuilder(
        event,
        open.map((l) => ({
          type: l.offer.market.type,
          line: l.offer.market.line,
          key: l.offer.selection.key,
        })),
        settings.overround,
      ).probability
    : 1;
  return cashOutValue({
    stake: Number(bet.stake),
    legs: [
      { odds: Number(bet.oddsMilli ?? 1000n) / 1000, outcome: open.length ? "open" : "won", probability },
    ],
    margin: settings.margin,
  });
}
