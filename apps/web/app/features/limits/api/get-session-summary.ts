import { limitsApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";
import { REALITY_CHECK_RETRY_MS } from "../reality-check";

/** GET /api/user/limits/sessionSummary: time logged in, stakes, wins and net result since this login. */
export const getSessionSummary = (signal?: AbortSignal) =>
  api(limitsApi.getUserLimitsSessionSummary, { signal });

/**
 * The summary for the reality check of hour `hour`; read once per check, retried every 10 s
 * (docs/product/responsible-gambling.md#reality-check).
 */
export const useSessionSummary = (hour: number, enabled: boolean) =>
  useQuery({
    queryKey: userKey("limits", "sessionSummary", hour),
    queryFn: ({ signal }) => getSessionSummary(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
    retryDelay: REALITY_CHECK_RETRY_MS,
  });
