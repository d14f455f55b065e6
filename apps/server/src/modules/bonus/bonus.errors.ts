import {
  BONUS_APPLY_ERROR,
  type BonusRefusal,
  type CampaignClosedDetails,
  type ClaimLimitDetails,
  formatMinor,
} from "@casino/contract";
import { AppError } from "../../platform/errors";

/** Real and bonus money together do not cover the stake. */
export const insufficientStake = () => new AppError("INSUFFICIENT_FUNDS", 400, "Insufficient funds");

/** "Error applying bonus" (docs/product/bonuses.md#errors): the claim was refused; `details.reason` says why. */
export const notApplicable = (reason: BonusRefusal) =>
  new AppError("BONUS_NOT_APPLICABLE", 400, BONUS_APPLY_ERROR, { reason });

/**
 * The campaign takes claims only on some days or at some times ("Friday reload") and its window is closed now; the
 * details say when it opens next (docs/decisions/0141-campaign-day-and-time-windows.md).
 */
export const notAvailableNow = (details: CampaignClosedDetails) =>
  new AppError(
    "CAMPAIGN_NOT_AVAILABLE_NOW",
    409,
    details.nextOpening
      ? `This offer is not available now; it opens again at ${details.nextOpening}`
      : "This offer is not available now",
    details,
  );

/**
 * The player has made as many claims of the campaign as it allows per period ("once per player per week"); the
 * details say the limit and when the next period starts.
 */
export const claimLimitReached = (details: ClaimLimitDetails) =>
  new AppError(
    "BONUS_CLAIM_LIMIT",
    409,
    `You have already claimed this offer ${details.count === 1 ? "once" : `${details.count} times`} this ${details.period}; you can claim it again from ${details.nextClaim}`,
    details,
  );

/** While a bonus is being wagered, stakes above its maximum bet are refused. */
export const maxBetExceeded = (maxBet: bigint, currency: string) =>
  new AppError(
    "BONUS_MAX_BET",
    400,
    `While a bonus is being wagered the highest stake is ${formatMinor(maxBet)} ${currency}`,
    { maxBet: Number(formatMinor(maxBet)), currency },
  );

/** No such bonus of this player (forfeit of an unknown or someone else's grant). */
export const bonusNotFound = () => new AppError("BONUS_NOT_FOUND", 404, "Bonus not found");

/** The bonus has already ended: nothing to forfeit. */
export const bonusEnded = () => new AppError("BONUS_ENDED", 409, "This bonus has already ended");

/** A free bet cannot be placed like this (used, wrong stake, odds too low). */
export const freeBetRefused = (message: string) => new AppError("FREE_BET_REFUSED", 400, message);

/** A campaign code that another campaign already uses. */
export const codeTaken = () => new AppError("CONFLICT", 409, "Another campaign uses this code");

/** The campaign's fields do not fit its kind (a deposit match without a percentage, …). */
export const invalidCampaign = (message: string) => new AppError("INVALID_CAMPAIGN", 400, message);

/** An operator's grant is a money action: it needs an Idempotency-Key, so a double click grants once. */
export const grantKeyRequired = () =>
  new AppError("IDEMPOTENCY_KEY_REQUIRED", 400, "Send an Idempotency-Key header with every grant");

/** The operator's Idempotency-Key was already used for another grant to this player. */
export const grantKeyReused = () =>
  new AppError("IDEMPOTENCY_MISMATCH", 409, "This Idempotency-Key was already used for a different grant");

/**
 * A withdrawal while a deposit bonus is active forfeits that bonus, so it waits for the player's confirmation
 * (`forfeitBonus`); the details say what they would lose (docs/decisions/0093-forfeits.md).
 */
export const forfeitRequired = (amount: bigint, currency: string, codes: string[]) =>
  new AppError(
    "BONUS_FORFEIT_REQUIRED",
    409,
    `Withdrawing now forfeits your deposit bonus: ${formatMinor(amount)} ${currency} of bonus money`,
    { amount: Number(formatMinor(amount)), currency, bonuses: codes },
  );
