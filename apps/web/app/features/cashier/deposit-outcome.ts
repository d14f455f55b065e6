import type { PaymentState } from "@casino/contract";

/** What the provider said when it sent the player back (`?result=`). */
export type ProviderResult = "approved" | "declined" | "pending" | "cancelled";

/**
 * The result screen after the provider's page:
 * - `confirming`: approved by the provider, waiting for its webhook to credit the balance;
 * - `pending`: the bank has not decided yet (or the credit takes unusually long); we keep polling;
 * - `success` once the deposit is SUCCESSFUL; `declined` / `cancelled` when it failed;
 * - `unknown`: no such deposit of this player.
 */
export type DepositOutcome = "confirming" | "pending" | "success" | "declined" | "cancelled" | "unknown";

export function parseProviderResult(value: string | null): ProviderResult | null {
  return value === "approved" || value === "declined" || value === "pending" || value === "cancelled"
    ? value
    : null;
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
  if (result === "declined" || result === "cancelled") return result;
  // Not in the player's deposits at all (a foreign or mistyped id), once we have looked.
  if (state === null) return polling ? "confirming" : "unknown";
  if (result === "pending" || !polling) return "pending";
  return "confirming";
}
