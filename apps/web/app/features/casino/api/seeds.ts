import { gamesApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const SEEDS_KEY = userKey("casino", "seeds");

/** The current seed pair's commitment (players). */
export const useSeeds = (enabled: boolean) =>
  useQuery({
    queryKey: SEEDS_KEY,
    queryFn: ({ signal }) => api(gamesApi.getGamesSeeds, { signal }),
    enabled,
  });

/** Reveals the current server seed and starts a new pair, with the player's client seed if given. */
export function useRotateSeeds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) =>
      api(gamesApi.postGamesSeedsRotate, {
        body: clientSeed ? { clientSeed } : {},
      }),
    onSuccess: (result) => client.setQueryData(SEEDS_KEY, result.current),
  });
}
