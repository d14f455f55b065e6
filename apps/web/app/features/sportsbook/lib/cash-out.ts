import { ApiError } from "../../../lib/api-client";

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

/** A cash-out the book refused because its offer changed: the new full offer, and the one the player had accepted. */
export interface ChangedOffer {
  /** The book's full offer now (major units). */
  amount: number;
  /** The full offer the refused request accepted. */
  accepted: number;
  /** The list's offer when the refusal came: the new offer is shown until the list brings a newer one. */
  listed: number | null;
}

/** The new offer of a 409 CASH_OUT_CHANGED answer, or null for any other failure. */
export function changedOffer(error: unknown, accepted: number, listed: number | null): ChangedOffer | null {
  if (!(error instanceof ApiError) || error.code !== "CASH_OUT_CHANGED") return null;
  const amount = (error.details as { amount?: unknown } | undefined)?.amount;
  return typeof amount === "number" ? { amount, accepted, listed } : null;
}

/**
 * The full offer the dialog shows: the book's new offer from a refusal while the list still has the offer from
 * before it; the list's own offer once it has moved on (or when nothing was refused).
 */
export function shownOffer(listed: number | null, changed: ChangedOffer | null): number | null {
  if (changed && listed !== null && changed.listed === listed) return changed.amount;
  return listed;
}

/**
 * The toast after a cash-out tells the amount the book paid (its answer); when that is not the amount the player
 * confirmed (their odds-change setting took a new offer), it also says what the offer was.
 */
export function cashOutDoneText(
  t: (key: string, options?: Record<string, unknown>) => string,
  money: (amount: number) => string,
  paid: number,
  confirmed: number,
): string {
  return paid === confirmed
    ? t("sports.cashOut.done", { amount: money(paid) })
    : t("sports.cashOut.doneChanged", { amount: money(paid), accepted: money(confirmed) });
}
