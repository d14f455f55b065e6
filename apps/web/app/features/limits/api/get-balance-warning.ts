import { limitsApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const BALANCE_WARNING_KEY = userKey("preferences", "balanceWarning");

/**
 * GET /api/user/preferences/balanceWarning: on or off, snoozed until when, and the threshold
 * (docs/product/responsible-gambling.md#balance-warning: 5).
 */
export const getBalanceWarning = (signal?: AbortSignal) =>
  api(limitsApi.getUserPreferencesBalanceWarning, { signal });

export const useBalanceWarningSettings = (enabled = true) =>
  useQuery({
    queryKey: BALANCE_WARNING_KEY,
    queryFn: ({ signal }) => getBalanceWarning(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
