import type { ProviderErrorCode } from "@casino/contract";
import { AppError } from "../../platform/errors";

const error = (code: ProviderErrorCode, status: number, message: string, details?: Record<string, unknown>) =>
  new AppError(code, status, message, details);

// The codes are documented in packages/contract/src/providers.ts (ProviderErrorCode) and docs/product/providers.md.

export const providerNotFound = () => error("PROVIDER_NOT_FOUND", 404, "No such provider");
// `details.field` names the field refused, so the console shows the refusal there.
export const providerExists = () =>
  error("PROVIDER_EXISTS", 409, "A provider with this id exists already", { field: "id" });
export const vendorNameTaken = () =>
  error("PROVIDER_EXISTS", 409, "Another vendor's name reads the same (its letters make the vendor's slug)", {
    field: "name",
  });
export const providerDisabled = () => error("PROVIDER_DISABLED", 403, "The provider is switched off");
export const providerNotAvailable = () =>
  error("PROVIDER_NOT_AVAILABLE", 403, "This game is not available in your currency or country");
export const signatureInvalid = () =>
  error("RGS_SIGNATURE_INVALID", 401, "Missing, stale or wrong signature, or unknown provider");
export const tokenInvalid = () =>
  error("RGS_TOKEN_INVALID", 401, "The launch token is unknown, used or expired");
export const sessionInvalid = () => error("RGS_SESSION_INVALID", 401, "Unknown wallet session");
export const insufficientFunds = () => error("RGS_INSUFFICIENT_FUNDS", 402, "Insufficient funds");
export const limitReached = (reason: string, message: string) =>
  error("RGS_LIMIT_REACHED", 403, message, { reason });
export const selfExcluded = (message: string) => error("RGS_SELF_EXCLUDED", 403, message);
export const coolOff = (message: string) => error("RGS_COOL_OFF", 403, message);
export const roundClosed = () => error("RGS_ROUND_CLOSED", 409, "The round has ended");
export const betRolledBack = () => error("RGS_BET_ROLLED_BACK", 409, "The bet was rolled back");
export const roundNotFound = () => error("RGS_ROUND_NOT_FOUND", 404, "No such round or bet");
export const transactionConflict = () =>
  error("RGS_TRANSACTION_CONFLICT", 409, "The transaction id was used for another request");
export const funMode = () => error("RGS_FUN_MODE", 400, "A fun-mode session moves no money");
