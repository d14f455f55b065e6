import { AppError } from "../../platform/errors";

/** No table with this id. */
export const tableNotFound = () => new AppError("TABLE_NOT_FOUND", 404, "Table not found");
/** No round with this number at the table (not played yet). */
export const roundNotFound = () => new AppError("ROUND_NOT_FOUND", 404, "Round not found");
/** The round no longer takes bets ("no more bets"): the next round opens after the result. */
export const bettingClosed = () =>
  new AppError("BETTING_CLOSED", 409, "No more bets: wait for the next round");
/** A position that is not on the table, or an amount outside the table's range. */
export const invalidTableBet = (message: string) => new AppError("INVALID_BET", 400, message);
/** Bets at a table are deduplicated by the client's key, so one is required. */
export const keyRequired = () =>
  new AppError("IDEMPOTENCY_KEY_REQUIRED", 400, "An Idempotency-Key header is required");
