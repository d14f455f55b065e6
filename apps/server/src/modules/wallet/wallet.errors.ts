import { AppError } from "../../platform/errors";

/** A player account would go below zero. */
export const insufficientFunds = (details?: unknown) =>
  new AppError("INSUFFICIENT_FUNDS", 400, "Insufficient funds", details);

/** The idempotency key was used before for a different request. */
export const idempotencyMismatch = (key: string) =>
  new AppError("IDEMPOTENCY_MISMATCH", 409, "This idempotency key was already used for a different request", {
    key,
  });

/** A programming error: the legs of a transfer do not balance. */
export class UnbalancedTransferError extends Error {}
