import { sessionApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * DELETE /api/session/impersonation: the staff member stops seeing the site as the player (the server ends that
 * session, clears its cookie and writes the audit trail); answers the player's id.
 */
export const endImpersonation = () => api(sessionApi.deleteSessionImpersonation);

/**
 * Ends the impersonation and loads the console's page of the player afresh: a full page load, so nothing the
 * player's view had cached (session, balance, bets) lingers into the staff member's own session.
 */
export function useEndImpersonation(locale: string) {
  return useMutation({
    mutationFn: endImpersonation,
    onSuccess: ({ userId }) => {
      window.location.assign(
        userId ? `/${locale}/operator/players/${userId}` : `/${locale}/operator/players`,
      );
    },
  });
}
