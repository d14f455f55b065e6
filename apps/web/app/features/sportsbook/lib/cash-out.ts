/** Partial cash-out steps offered by the slider, in percent of the current stake. */
export const PARTIAL_STEPS = { min: 10, max: 100, step: 10 } as const;

const cents = (amount: number) => Math.round(amount * 100);

/** The part of the stake a slider position cashes out, rounded down to the cent. */
export function partialStake(stake: number, percent: number): number {
  return Math.floor((cents(stake) * percent) / 100) / 100;
}

/**
 * What cashing out part of the stake pays: the same share of the full offer, rounded down to the cent (the book
 * re-prices and pays its own figure; this is what the player is shown before confirming).
 */
export function partialAmount(offer: number, stake: number, part: number): number {
  if (part >= stake) return offer;
  return Math.floor((cents(offer) * cents(part)) / cents(stake)) / 100;
}

/** Partial cash-out is offered when a tenth of the stake is still at least one cent. */
export const canCashOutPartly = (stake: number) => cents(stake) >= 20;
