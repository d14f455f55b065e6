import { bonusApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { findPlayer } from "./find-player";
import { CAMPAIGNS_KEY } from "./keys";

/**
 * POST /api/admin/bonus/grants: the granted bonus as the player's wallet shows it. A grant is a money action: one
 * Idempotency-Key per grant form, so a double click or a retried request grants once.
 */
export const grantCampaign = ({
  userId,
  campaignId,
  idempotencyKey,
}: {
  userId: string;
  campaignId: string;
  idempotencyKey: string;
}) =>
  api(bonusApi.postAdminBonusGrants, {
    body: { userId, campaignId },
    headers: { "idempotency-key": idempotencyKey },
  });

/** The operator names the player by username: looked up first, then granted (the grant call takes an id). */
export async function grantToUsername({
  username,
  campaignId,
  idempotencyKey,
}: {
  username: string;
  campaignId: string;
  idempotencyKey: string;
}) {
  const player = await findPlayer(username);
  const bonus = await grantCampaign({ userId: player.userId, campaignId, idempotencyKey });
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
