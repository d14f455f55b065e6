import { type Bet, type Sport, toMajor, type UrlLocale } from "@casino/contract";
import type { CashOutQuote } from "../cash-out/cashout-offer";
import { marketName, selectionName } from "../names/market-names";
import { type BetKind, combinedOddsMilli, potentialReturn } from "./bet-maths";
import type { BetRow, LegWithOffer } from "./bets.store";

/** A bet in the contract's shape: money in major units, names in the locale, the cash-out offer when asked for. */
export function betView(
  locale: UrlLocale,
  bet: BetRow,
  legs: LegWithOffer[],
  cashOut: CashOutQuote | null,
): Bet {
  const terms = {
    kind: bet.kind as BetKind,
    initialStake: bet.initialStake,
    stake: bet.stake,
    oddsMilli: bet.oddsMilli,
    systemSize: bet.systemSize,
  };
  const potential =
    bet.kind === "bet_builder"
      ? potentialReturn(terms, [])
      : potentialReturn(
          terms,
          legs.map((l) => l.oddsMilli),
        );
  return {
    id: bet.id,
    kind: bet.kind as Bet["kind"],
    status: bet.status as Bet["status"],
    stake: toMajor(bet.stake),
    currency: bet.currency,
    odds: oddsShown(bet, legs),
    // A free bet returns its winnings only.
    potentialReturn: toMajor(
      bet.freeGrantId ? (potential > bet.initialStake ? potential - bet.initialStake : 0n) : potential,
    ),
    returned: toMajor(bet.settledReturn + bet.cashedOut),
    legs: legs.map((leg) => {
      const { event, market, selection } = leg.offer;
      return {
        selectionId: leg.selectionId,
        eventId: leg.eventId,
        eventName: `${event.home} – ${event.away}`,
        sport: event.sport as Sport,
        startsAt: event.startsAt.toISOString(),
        marketName: marketName(locale, market),
        selectionName: selectionName(locale, market, selection.key, event),
        odds: leg.oddsMilli / 1000,
        outcome: leg.outcome as Bet["legs"][number]["outcome"],
      };
    }),
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    cashOut: cashOut
      ? {
          available: cashOut.amount !== null,
          amount: cashOut.amount === null ? null : toMajor(cashOut.amount),
          reason: cashOut.reason,
        }
      : null,
    system: bet.kind === "system" ? { size: bet.systemSize ?? 0, lines: bet.systemLines ?? 0 } : null,
    freeBet: bet.freeGrantId !== null,
  };
}

/**
 * A bet's odds as shown: a bet builder's own price; a single's or a multiple's combined odds by the one rounding rule
 * (from the legs, so a bet stored before the rule shows the odds it settles at); none for a system bet.
 */
function oddsShown(bet: BetRow, legs: LegWithOffer[]): number | null {
  if (bet.kind === "system") return null;
  if (bet.kind === "bet_builder") return bet.oddsMilli === null ? null : Number(bet.oddsMilli) / 1000;
  return Number(combinedOddsMilli(legs.map((l) => l.oddsMilli))) / 1000;
}
