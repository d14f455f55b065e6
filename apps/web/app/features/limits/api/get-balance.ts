import { walletApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/**
 * GET /api/user/balance for the balance warning. The key is the one the cashier's balance query and live stream
 * use (features may not import each other; the cache is where they meet), so the warning follows every change the
 * stream pushes without a second request.
 */
export const useBalance = (enabled = true) =>
  useQuery({
    queryKey: userKey("balance"),
    queryFn: ({ signal }) => api(walletApi.getUserBalance, { signal }),
    enabled,
    staleTime: 60_000,
  });
