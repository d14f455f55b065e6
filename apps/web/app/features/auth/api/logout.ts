import { sessionApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api } from "../../../lib/api-client";
import { forgetPlayer } from "../../../lib/query-client";

/** DELETE /api/session/logout: 204; the server ends the session and clears the cookie. */
export const logout = () => api(sessionApi.deleteSessionLogout, z.undefined());

/**
 * Logs out, runs `leaveTo` (e.g. navigating away from a players-only page, so it does not ask a guest to log in on
 * its way out), and only then forgets the player's data. A 401 means the session was already gone: same result.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ leaveTo }: { leaveTo?: () => unknown } = {}) => {
      try {
        await logout();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      await leaveTo?.();
    },
    onSuccess: () => forgetPlayer(client),
  });
}
