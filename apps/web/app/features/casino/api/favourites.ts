import { casinoApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiSend } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const FAVOURITES_KEY = userKey("casino", "favourites");

/** The player's favourite games (players only). */
export const useFavourites = (userId: string | undefined) =>
  useQuery({
    queryKey: FAVOURITES_KEY,
    queryFn: ({ signal }) => api(casinoApi.getPlayerByUserIdFavorites, { params: { userId }, signal }),
    enabled: Boolean(userId),
  });

/** Adds or removes one favourite, then reloads the list. */
export function useToggleFavourite(userId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, on }: { slug: string; on: boolean }) =>
      on
        ? apiSend(casinoApi.putPlayerByUserIdFavorites, {
            params: { userId },
            body: { items: [slug] },
          })
        : apiSend(casinoApi.deletePlayerByUserIdFavoritesByItem, { params: { userId, item: slug } }),
    onSettled: () => client.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
