import type { AcceptOddsChanges } from "@casino/contract";
import type { OfferRow } from "../bets/bets.store";
import {
  type ChangedOdds,
  eventStarted,
  marketClosed,
  marketSuspended,
  oddsChanged,
} from "../sportsbook.errors";

/** Whether a price the player did not see may be accepted: never, only a better one, or any. */
export function acceptable(requestedMilli: number, currentMilli: number, accept: AcceptOddsChanges): boolean {
  if (accept === "any") return true;
  if (accept === "higher") return currentMilli >= requestedMilli;
  return currentMilli === requestedMilli;
}

/** A pre-match selection of an event that has kicked off (or should have by the clock). */
const started = (offer: OfferRow, now: Date) =>
  !offer.market.inPlay && (offer.event.status !== "scheduled" || offer.event.startsAt <= now);

/**
 * Checks that every selection can be bet on now at an acceptable price, and returns the odds each is accepted at
 * (thousandths). Refusals name every offending selection, in this order: event started, market closed, market
 * suspended, odds changed.
 */
export function checkOffers(
  offers: OfferRow[],
  requested: Map<string, number>,
  accept: AcceptOddsChanges,
  now: Date,
): Map<string, number> {
  const ids = (rows: OfferRow[]) => rows.map((o) => o.selection.id);
  const notStarted = offers.filter((o) => !started(o, now));
  if (notStarted.length < offers.length) throw eventStarted(ids(offers.filter((o) => started(o, now))));
  const closed = offers.filter(
    (o) => !o.selection.active || (o.market.status !== "open" && o.market.status !== "suspended"),
  );
  if (closed.length) throw marketClosed(ids(closed));
  // A trader's suspension (of the market or its whole event) refuses bets just as the feed's does.
  const suspended = offers.filter((o) => o.market.status === "suspended" || o.market.traderSuspended);
  if (suspended.length) throw marketSuspended(ids(suspended));
  const changes: ChangedOdds[] = [];
  const accepted = new Map<string, number>();
  for (const offer of offers) {
    const wanted = requested.get(offer.selection.id)!;
    const current = offer.selection.oddsMilli;
    if (!acceptable(wanted, current, accept)) {
      changes.push({ selectionId: offer.selection.id, requested: wanted / 1000, current: current / 1000 });
    }
    accepted.set(offer.selection.id, current);
  }
  if (changes.length) throw oddsChanged(changes);
  return accepted;
}
