import { gamesApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** GET /api/user/recentPlayed: the games the player has played, for the history's game filter. */
export const getRecentPlayed = (signal?: AbortSignal) => api(gamesApi.getUserRecentPlayed, { signal });

export const useRecentPlayed = () =>
  useQuery(
    queryOptions({ queryKey: userKey("recentPlayed"), queryFn: ({ signal }) => getRecentPlayed(signal) }),
  );
