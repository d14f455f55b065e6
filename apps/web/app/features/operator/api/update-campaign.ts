import { type BonusCampaignInput, bonusApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { CAMPAIGNS_KEY } from "./keys";

/** PUT /api/admin/bonus/campaigns/{id}: replaces the campaign's settings (grants in play follow them). */
export const updateCampaign = ({ id, body }: { id: string; body: BonusCampaignInput }) =>
  api(bonusApi.putAdminBonusCampaignsById, { params: { id }, body });

/** Saves; the list is fetched again whatever happened (another operator may have changed it meanwhile). */
export const useUpdateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
};
