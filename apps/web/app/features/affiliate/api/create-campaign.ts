import { affiliateApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { AFFILIATE_KEY } from "./get-affiliate";

export const createCampaign = (body: { name: string; code?: string }) =>
  api(affiliateApi.postUserAffiliateCampaign, { body });

/** Creates a campaign and refreshes the affiliate's figures. */
export const useCreateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AFFILIATE_KEY }),
  });
};
