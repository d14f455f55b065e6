import { sessionApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiSend } from "../../../lib/api-client";
import { forgetPlayer } from "../../../lib/query-client";
import { SESSION_KEY } from "../../../lib/query-keys";
import { endImpersonation } from "./end-impersonation";
import type { Session } from "./get-session";

/** DELETE /api/session/logout: 204; the server ends the session and clears the cookie. */
export const logout = () => apiSend(sessionApi.deleteSessionLogout);

/**
 * Logs out, runs `leaveTo` (e.g. navigating away from a players-only page, so it does not ask a guest to log in on
 * its way out), and only then forgets the player's data. A 401 means the session was already gone: same result.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ leaveTo }: { leaveTo?: () => unknown } = {}) => {
      // Staff viewing the site as a player log out of that view only, back to the player's page in the console
      // (docs/decisions/0211-impersonation-read-only.md): a full page load, as the staff member again.
      if (client.getQueryData<Session | null>(SESSION_KEY)?.impersonation) {
        const { userId } = await endImpersonation();
        const locale = window.location.pathname.split("/")[1] || "en";
        window.location.assign(`/${locale}/operator/players/${userId ?? ""}`);
        return { leftForConsole: true };
      }
      try {
        await logout();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      await leaveTo?.();
      return { leftForConsole: false };
    },
    onSuccess: ({ leftForConsole }) => {
      if (!leftForConsole) forgetPlayer(client);
    },
  });
}
