import { AdminPlayer, accountApi } from "@casino/contract";
import { api } from "../../../lib/api-client";

/** GET /api/admin/players?username=: the player with this username (any case), or a 404 ApiError. */
export const findPlayer = (username: string, signal?: AbortSignal) =>
  api(accountApi.getAdminPlayers, AdminPlayer, { signal, query: { username } });
