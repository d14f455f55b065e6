import { CASHIER_MESSAGES } from "@casino/contract";
import { AppError } from "../../platform/errors";

export const invalidAmount = (reason: string) => new AppError("INVALID_AMOUNT", 400, reason);
export const currencyMismatch = (expected: string) =>
  new AppError("CURRENCY_MISMATCH", 400, `Your account is in ${expected}`, { expected });
export const cancelNotPossible = () =>
  new AppError("CANCEL_NOT_POSSIBLE", 409, CASHIER_MESSAGES.cancelFailed);
export const notPending = () =>
  new AppError("WITHDRAWAL_NOT_PENDING", 409, "This withdrawal is no longer pending");
export const providerUnavailable = () =>
  new AppError("PROVIDER_UNAVAILABLE", 502, CASHIER_MESSAGES.depositFailed);
/** A repeat of a deposit start whose first request is still waiting for the provider: retry in a moment. */
export const depositStarting = () =>
  new AppError("DEPOSIT_STARTING", 409, "This deposit is still being started; try again in a moment");
