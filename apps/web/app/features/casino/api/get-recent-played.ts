import { gamesApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const RECENT_KEY = userKey("casino", "recentPlayed");

/** The player's last distinct games. */
export const useRecentPlayed = (enabled: boolean) =>
  useQuery({
    queryKey: RECENT_KEY,
    queryFn: ({ signal }) => api(gamesApi.getUserRecentPlayed, { signal }),
    enabled,
  });
