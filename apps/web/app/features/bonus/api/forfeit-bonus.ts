import { bonusApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { BONUS_WALLET_KEY } from "./get-bonus-wallet";
import { ELIGIBLE_BONUSES_KEY } from "./get-eligible-bonuses";

/** DELETE /api/user/bonus/wallet?bonusId=: the bonus ends and its remaining bonus money is removed. */
export const forfeitBonus = (bonusId: string) => api(bonusApi.deleteUserBonusWallet, { query: { bonusId } });

/** Forfeits a bonus; cancelling refetches the wallet and the eligible list (docs/product/bonuses.md#claim). */
export function useForfeitBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonus,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: BONUS_WALLET_KEY }),
        client.invalidateQueries({ queryKey: ELIGIBLE_BONUSES_KEY }),
      ]);
    },
  });
}
