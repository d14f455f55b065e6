import { affiliateApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const claimCommission = (period: string) =>
  api(affiliateApi.postUserAffiliateClaim, { body: { period } });

/** Claims a month's commission; the balance changes too, so everything of the player is refetched. */
export const useClaimCommission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCommission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
