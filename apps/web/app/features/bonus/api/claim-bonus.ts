import { bonusApi, type ClaimBonusRequest } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BONUS_WALLET_KEY } from "./get-bonus-wallet";
import { ELIGIBLE_BONUSES_KEY } from "./get-eligible-bonuses";

/** POST /api/user/bonus/claim; a refusal is BONUS_NOT_APPLICABLE ("Error applying bonus"). */
export const claimBonus = (body: ClaimBonusRequest) => api(bonusApi.postUserBonusClaim, { body });

/**
 * Claims a bonus; applying (or failing to) refetches the wallet and the eligible list
 * (docs/product/bonuses.md#claim).
 */
export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimBonus,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: BONUS_WALLET_KEY }),
        client.invalidateQueries({ queryKey: ELIGIBLE_BONUSES_KEY }),
      ]);
    },
  });
}
