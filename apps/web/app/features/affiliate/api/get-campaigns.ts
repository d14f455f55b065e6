import { affiliateApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { AFFILIATE_KEY } from "./get-affiliate";

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...AFFILIATE_KEY, "campaigns"],
    queryFn: ({ signal }) => api(affiliateApi.getUserAffiliateCampaign, { signal }),
  });

export const useCampaigns = () => useQuery(campaignsQueryOptions());
