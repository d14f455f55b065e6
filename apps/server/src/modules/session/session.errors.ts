import { LOGIN_RESTRICTED_CODE, type LoginFailure, type RestrictionsDetail } from "@casino/contract";
import { AppError } from "../../platform/errors";

/**
 * Login failures carry `detail` (docs/product/sessions.md#login: the client reads code, message and detail). Unknown
 * account and wrong password give this one body, so the answer does not reveal whether an account exists.
 */
export const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", 401, "Invalid username or password", undefined, {
    body: { detail: null },
  });

/** The account is closed; told only after the right password, so it reveals nothing to a guesser. */
export const accountClosed = () =>
  new AppError("ACCOUNT_CLOSED", 403, "This account is closed", undefined, { body: { detail: null } });

/** The account is blocked for a while by responsible-gambling tools (cool-off, self-exclusion, session limit). */
export const accountBlocked = (block: AccountBlock) =>
  new AppError(block.code, 403, block.message, block.details, { body: { detail: null } });

/** The body of the 401 that opens the restrictions (consent) flow, docs/product/sessions.md#restrictions. */
export const restrictedBody = (detail: RestrictionsDetail): LoginFailure => ({
  code: LOGIN_RESTRICTED_CODE,
  message: "Please accept the terms and conditions to continue",
  detail,
});

/** Why a player with the right password may still not log in (filled in by the limits module). */
export interface AccountBlock {
  code: "COOL_OFF" | "SELF_EXCLUDED" | "SESSION_LIMIT";
  /** States until when (or that it is permanent). */
  message: string;
  /** E.g. `{until}` (ISO, null = permanent) or `{remaining, resetsAt}`. */
  details?: Record<string, unknown>;
}
