import { affiliateApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const AFFILIATE_KEY = userKey("affiliate");

export const affiliateSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...AFFILIATE_KEY, "summary"],
    queryFn: ({ signal }) => api(affiliateApi.getUserAffiliate, { signal }),
  });

/** Referred players, this month's figures and what can be claimed. */
export const useAffiliateSummary = () => useQuery(affiliateSummaryQueryOptions());
