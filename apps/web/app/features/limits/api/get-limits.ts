import { limitsApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const LIMITS_KEY = userKey("limits");

export const getLimits = (signal?: AbortSignal) => api(limitsApi.getUserLimits, { signal });

export const limitsQueryOptions = () =>
  queryOptions({ queryKey: LIMITS_KEY, queryFn: ({ signal }) => getLimits(signal) });

/**
 * The player's limits with what is used and left, pending changes, exclusions and the jurisdiction's hints. `used`
 * moves with every deposit and stake, so the page reads it afresh when it opens and when the tab regains focus.
 */
export const useLimits = (enabled = true) =>
  useQuery({ ...limitsQueryOptions(), enabled, refetchOnMount: "always" });
