import type { AcceptOddsChanges } from "@casino/contract";
import { combinedOddsMilli, potentialReturn } from "../bets/bet-maths";
import { checkPayout, type PlannedBet, type StakeRules } from "../bets/bet-slip";
import type { OfferRow } from "../bets/bets.store";
import { betBuilderInvalid, oddsChanged } from "../sportsbook.errors";
import { quoteBetBuilder } from "./bet-builder-price";
import { acceptable, checkOffers } from "./offer-checks";

/** What the slip asked for, as far as prices go. */
export interface SlipPrices {
  selections: { selectionId: string; odds: number }[];
  acceptOddsChanges: AcceptOddsChanges;
  betBuilderOdds?: number | undefined;
}

/** A planned bet at the prices it is accepted at, with its return if every leg wins (minor units). */
export interface PricedBet extends PlannedBet {
  legsOdds: number[];
  oddsMilli: bigint | null;
  potential: bigint;
}

const milli = (odds: number) => Math.round(odds * 1000);

/**
 * Prices the slip's bets at the current offer: every selection can be bet on now at a price the player accepts
 * (checkOffers), a bet builder's own price is quoted (and checked against the one the player saw), and no bet's
 * return may pass the maximum payout. Throws the refusal otherwise.
 */
export function priceSlip(
  plan: PlannedBet[],
  offers: Map<string, OfferRow>,
  input: SlipPrices,
  context: StakeRules & { overround: number; currency: string; now: Date },
): PricedBet[] {
  const requested = new Map(input.selections.map((s) => [s.selectionId, milli(s.odds)]));
  const ids = input.selections.map((s) => s.selectionId);
  const accepted = checkOffers(
    ids.map((id) => offers.get(id)!),
    requested,
    input.acceptOddsChanges,
    context.now,
  );
  const builder = plan.find((b) => b.kind === "bet_builder");
  let builderOdds: number | null = null;
  if (builder) {
    const rows = builder.selectionIds.map((id) => offers.get(id)!);
    const quote = quoteBetBuilder(
      rows[0]!.event,
      rows.map((r) => ({ type: r.market.type, line: r.market.line, key: r.selection.key })),
      context.overround,
    );
    if (quote.oddsMilli === null) throw betBuilderInvalid("This combination cannot be offered", ids);
    const wanted = input.betBuilderOdds === undefined ? null : milli(input.betBuilderOdds);
    if (wanted !== null && !acceptable(wanted, quote.oddsMilli, input.acceptOddsChanges)) {
      throw oddsChanged([], { selectionIds: ids, requested: wanted / 1000, current: quote.oddsMilli / 1000 });
    }
    builderOdds = quote.oddsMilli;
  }
  return plan.map((bet) => {
    const legsOdds = bet.selectionIds.map((id) => accepted.get(id)!);
    const oddsMilli = bet.kind === "bet_builder" ? BigInt(builderOdds!) : combinedOddsMilli(legsOdds);
    const terms = {
      kind: bet.kind,
      initialStake: bet.stake,
      stake: bet.stake,
      oddsMilli,
      systemSize: bet.systemSize,
    };
    const potential = potentialReturn(terms, legsOdds);
    checkPayout(potential, context, context.currency);
    return { ...bet, legsOdds, oddsMilli: bet.kind === "system" ? null : oddsMilli, potential };
  });
}
