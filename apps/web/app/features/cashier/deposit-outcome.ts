import type { PaymentState } from "@casino/contract";

/** What the provider said when it sent the player back (`?result=`). */
export type ProviderResult = "approved" | "declined" | "pending" | "cancelled" | "expired";

/**
 * The result screen after the provider's page:
 * - `confirming`: approved by the provider, waiting for its webhook to credit the balance;
 * - `pending`: the bank has not decided yet (or the credit takes unusually long); we keep polling;
 * - `success` once the deposit is SUCCESSFUL; `declined` / `cancelled` when it failed;
 * - `expired`: the checkout was not paid in time (nothing was taken);
 * - `unknown`: no such deposit of this player.
 */
export type DepositOutcome =
  | "confirming"
  | "pending"
  | "success"
  | "declined"
  | "cancelled"
  | "expired"
  | "unknown";

const RESULTS: readonly ProviderResult[] = ["approved", "declined", "pending", "cancelled", "expired"];

export function parseProviderResult(value: string | null): ProviderResult | null {
  return RESULTS.find((result) => result === value) ?? null;
}

/**
 * Our own record decides once it has settled; before that the provider's word does. `polling` is false when we
 * have stopped asking (see depositPollDelay).
 */
export function depositOutcome(
  result: ProviderResult | null,
  state: PaymentState | null | undefined,
  polling: boolean,
): DepositOutcome {
  if (state === "SUCCESSFUL") return "success";
  if (state === "FAILED" || state === "CANCELLED" || state === "REJECTED")
    return result === "cancelled" ? "cancelled" : "declined";
  // Expired on our side, yet the provider took the payment (or the bank is still deciding): it is credited when
  // the provider confirms, so the player waits for it like for any pending payment.
  if (state === "EXPIRED") return result === "approved" || result === "pending" ? "pending" : "expired";
  if (result === "declined" || result === "cancelled" || result === "expired") return result;
  // Not in the player's deposits at all (a foreign or mistyped id), once we have looked.
  if (state === null) return polling ? "confirming" : "unknown";
  if (result === "pending" || !polling) return "pending";
  return "confirming";
}
