import { bonusApi } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CAMPAIGNS_KEY } from "./keys";

/**
 * GET /api/admin/bonus/campaigns: every campaign with its grants in play, oldest first; the engine's per-prize
 * campaigns (REWARD_ codes, one per prize won) only when `internal`.
 */
export const getCampaigns = (internal: boolean, signal?: AbortSignal) =>
  api(bonusApi.getAdminBonusCampaigns, { signal, query: { internal } });

export const campaignsQueryOptions = (internal: boolean) =>
  queryOptions({
    queryKey: [...CAMPAIGNS_KEY, { internal }],
    queryFn: ({ signal }) => getCampaigns(internal, signal),
    retry: false,
  });

/** The list; turning internal campaigns on or off keeps the rows on screen until the other list arrives. */
export const useCampaigns = (internal = false, enabled = true) =>
  useQuery({ ...campaignsQueryOptions(internal), placeholderData: keepPreviousData, enabled });
