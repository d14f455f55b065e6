import { operatorApi, type PlayerSummary } from "@casino/contract";
import { ApiError, api } from "../../../lib/api-client";

/** The player with exactly this username (any case), found through the player search; a 404 ApiError if none. */
export async function findPlayer(username: string, signal?: AbortSignal): Promise<PlayerSummary> {
  const wanted = username.trim().toLowerCase();
  const { items } = await api(operatorApi.getAdminPlayers, {
    signal,
    query: { query: wanted },
  });
  const player = items.find((item) => item.username.toLowerCase() === wanted);
  if (!player) throw new ApiError(404, "NOT_FOUND", "No player with this username");
  return player;
}
