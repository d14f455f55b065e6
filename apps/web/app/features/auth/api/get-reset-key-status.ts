import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/password/resetKey?key=: is the reset link still usable (docs/product/accounts.md#passwords). */
export const getResetKeyStatus = (key: string, signal?: AbortSignal) =>
  api(accountApi.getUserPasswordResetKey, { query: { key }, signal });

export const resetKeyStatusQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ["resetKey", key],
    queryFn: ({ signal }) => getResetKeyStatus(key, signal),
    staleTime: 0,
    retry: false,
  });

export const useResetKeyStatus = (key: string) => useQuery(resetKeyStatusQueryOptions(key));
