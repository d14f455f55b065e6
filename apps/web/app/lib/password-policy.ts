import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/**
 * GET /api/user/password/policy: the password rule as a runtime pattern (docs/product/accounts.md#passwords). Shared
 * by sign-up, change password (account) and reset password (auth), so it lives here rather than in one of those
 * features.
 */
export const getPasswordPolicy = (signal?: AbortSignal) => api(accountApi.getUserPasswordPolicy, { signal });

export const passwordPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ["passwordPolicy"],
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: 60 * 60_000,
  });

export const usePasswordPolicy = () => useQuery(passwordPolicyQueryOptions());
