import { affiliateApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { AFFILIATE_KEY } from "./get-affiliate";

export const claimsQueryOptions = () =>
  queryOptions({
    queryKey: [...AFFILIATE_KEY, "claims"],
    queryFn: ({ signal }) => api(affiliateApi.getUserAffiliateClaim, { signal }),
  });

/** Closed months with their commission, and the claims paid. */
export const useClaims = () => useQuery(claimsQueryOptions());
