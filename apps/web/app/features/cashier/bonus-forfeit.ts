import { BonusForfeitDetails } from "@casino/contract";
import { ApiError } from "../../lib/api-client";

/**
 * What a withdrawal would forfeit when the server refused it for that (409 BONUS_FORFEIT_REQUIRED: an active
 * deposit bonus ends with a withdrawal, docs/decisions/0093-forfeits.md), or null for any other outcome.
 */
export function bonusForfeitOf(error: unknown): BonusForfeitDetails | null {
  if (!(error instanceof ApiError) || error.code !== "BONUS_FORFEIT_REQUIRED") return null;
  const details = BonusForfeitDetails.safeParse(error.details);
  return details.success ? details.data : null;
}
