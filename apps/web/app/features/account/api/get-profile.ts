import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** GET /api/user/profile. */
export const getProfile = (signal?: AbortSignal) => api(accountApi.getUserProfile, { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: userKey("profile"), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
