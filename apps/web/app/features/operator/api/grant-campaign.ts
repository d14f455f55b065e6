import { WalletBonus } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { findPlayer } from "./find-player";
import { CAMPAIGNS_KEY } from "./keys";

/** POST /api/admin/bonus/grants: the granted bonus as the player's wallet shows it. */
export const grantCampaign = ({ userId, campaignId }: { userId: string; campaignId: string }) =>
  api("/api/admin/bonus/grants", WalletBonus, { method: "POST", body: { userId, campaignId } });

/** The operator names the player by username: looked up first, then granted (the grant call takes an id). */
export async function grantToUsername({ username, campaignId }: { username: string; campaignId: string }) {
  const player = await findPlayer(username);
  const bonus = await grantCampaign({ userId: player.userId, campaignId });
  return { player, bonus };
}

/** A grant adds a grant in play, so the list (its counts) is fetched again. */
export const useGrantCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantToUsername,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
};
