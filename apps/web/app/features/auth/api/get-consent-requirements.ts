import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** GET /api/user/consentRequirements: what the player must (or may) accept; works with a restricted session. */
export const getConsentRequirements = (signal?: AbortSignal) =>
  api(accountApi.getUserConsentRequirements, { signal });

export const consentRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: userKey("consentRequirements"),
    queryFn: ({ signal }) => getConsentRequirements(signal),
    staleTime: 0,
    retry: false,
  });

export const useConsentRequirements = () => useQuery(consentRequirementsQueryOptions());
