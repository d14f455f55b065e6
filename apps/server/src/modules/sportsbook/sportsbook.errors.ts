import type { BetErrorCode } from "@casino/contract";
import { AppError } from "../../platform/errors";

/** A refusal of the bet slip or of a cash-out: one BetErrorCode, a clear message, details for the slip. */
const refusal = (code: BetErrorCode, status: number, message: string, details?: unknown) =>
  new AppError(code, status, message, details);

/** What the slip needs to show a price change: the selections and their odds now. */
export interface ChangedOdds {
  selectionId: string;
  requested: number;
  current: number;
}

/** The odds moved against the player's acceptance setting (a bet builder: its combined price). */
export const oddsChanged = (
  changes: ChangedOdds[],
  betBuilder?: { selectionIds: string[]; requested: number; current: number },
) =>
  refusal("ODDS_CHANGED", 409, "The odds have changed. Check the new odds and place the bet again.", {
    selectionIds: betBuilder ? betBuilder.selectionIds : changes.map((c) => c.selectionId),
    changes,
    ...(betBuilder ? { betBuilder: { requested: betBuilder.requested, current: betBuilder.current } } : {}),
  });
/** A market of the slip is suspended for a moment (a goal, a dangerous attack). */
export const marketSuspended = (selectionIds: string[]) =>
  refusal("MARKET_SUSPENDED", 409, "Betting on this market is suspended for a moment.", { selectionIds });
/** A market of the slip no longer takes bets. */
export const marketClosed = (selectionIds: string[]) =>
  refusal("MARKET_CLOSED", 409, "This market is closed.", { selectionIds });
/** A pre-match selection of an event that has kicked off. */
export const eventStarted = (selectionIds: string[]) =>
  refusal("EVENT_STARTED", 409, "The event has started: pre-match odds are no longer available.", {
    selectionIds,
  });
/** An id that names no selection (or a stake for a selection not on the slip). */
export const selectionNotFound = (selectionIds: string[]) =>
  refusal("SELECTION_NOT_FOUND", 404, "This selection is no longer available.", { selectionIds });
export const stakeTooLow = (min: string, currency: string) =>
  refusal("STAKE_TOO_LOW", 400, `The minimum stake is ${min} ${currency}.`, { min: Number(min), currency });
export const stakeTooHigh = (max: string, currency: string) =>
  refusal("STAKE_TOO_HIGH", 400, `The maximum stake is ${max} ${currency}.`, { max: Number(max), currency });
/** A stake that is not a positive amount with at most two decimals. */
export const invalidStake = () =>
  new AppError("VALIDATION_FAILED", 400, "Enter a positive stake with at most two decimals");
export const maxPayoutExceeded = (max: string, currency: string) =>
  refusal(
    "MAX_PAYOUT_EXCEEDED",
    400,
    `The potential return is over the maximum payout of ${max} ${currency}. Lower the stake.`,
    { max: Number(max), currency },
  );
export const insufficientFunds = () =>
  refusal("INSUFFICIENT_FUNDS", 400, "Your balance does not cover the stake.");
/** A multiple or system bet with two selections of one event. */
export const sameEventInMultiple = (selectionIds: string[]) =>
  refusal(
    "SAME_EVENT_IN_MULTIPLE",
    400,
    "A multiple cannot combine selections of the same event. Use the bet builder for that.",
    { selectionIds },
  );
/** The selections cannot form a bet builder (other sport, events, market types, or an impossible combination). */
export const betBuilderInvalid = (message: string, selectionIds: string[] = []) =>
  refusal("BET_BUILDER_INVALID", 400, message, { selectionIds });
/** The free bet cannot pay this slip: not the player's open free bet, used, wrong stake, odds too low, several bets. */
export const freeBetInvalid = (message: string) => refusal("FREE_BET_INVALID", 400, message);
export const cashOutUnavailable = (reason: string) =>
  refusal("CASH_OUT_UNAVAILABLE", 409, "Cash-out is not available for this bet right now.", { reason });
/** The offer now is not one the player accepted: nothing is paid; `amount` is the full offer now. */
export const cashOutChanged = (amount: number, expected: number) =>
  refusal("CASH_OUT_CHANGED", 409, "The cash-out amount has changed. Check the new amount.", {
    amount,
    expected,
  });

export const idempotencyKeyRequired = () =>
  new AppError("IDEMPOTENCY_KEY_REQUIRED", 400, "Send an Idempotency-Key header with every bet slip");
export const idempotencyMismatch = () =>
  new AppError("IDEMPOTENCY_MISMATCH", 409, "This Idempotency-Key was already used for a different bet slip");
export const betNotFound = () => new AppError("NOT_FOUND", 404, "Bet not found");
export const eventNotFound = () => new AppError("NOT_FOUND", 404, "Event not found");
/** An operator action that does not fit the event's state (e.g. a tennis result for a football match). */
export const invalidResult = (message: string) => new AppError("INVALID_RESULT", 400, message);
