import { type LimitsUpdateRequest, limitsApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forgetPlayer } from "../../../lib/query-client";
import { useSessionEnd } from "../session-end";
import { LIMITS_KEY } from "./get-limits";

/** PUT /api/user/limits: one limit kind, a cool-off or a self-exclusion per call. */
export const updateLimits = (body: LimitsUpdateRequest) => api(limitsApi.putUserLimits, { body });

/**
 * Sets a limit; the answer is the new state of every limit, so it replaces the cache. A cool-off or
 * self-exclusion answers `loggedOut: true` (the server has ended every session): the goodbye screen says so and
 * the player is forgotten. This runs here, not in the caller, because the page that asked may already be gone —
 * the balance stream can report the ended session before this answer arrives.
 */
export function useUpdateLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLimits,
    onSuccess: (limits, body) => {
      if (!limits.loggedOut) {
        client.setQueryData(LIMITS_KEY, limits);
        return;
      }
      const status = body.coolOff ? limits.coolOff : limits.selfExclusion;
      useSessionEnd.getState().show({
        reason: body.coolOff ? "coolOff" : "selfExclusion",
        until: status?.endsAt ?? null,
      });
      forgetPlayer(client);
    },
  });
}
