import { engagementApi, type UrlLocale } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** Everything of the player's loyalty programme (dropped at logout with the rest of the player's data). */
export const LOYALTY_KEY = userKey("loyalty");

/** GET /api/loyalty/profile: level, points, progress and the unread count. */
export const useLoyaltyProfile = (locale: UrlLocale) =>
  useQuery({
    queryKey: [...LOYALTY_KEY, "profile", locale],
    queryFn: ({ signal }) => api(engagementApi.getLoyaltyProfile, { signal }),
  });

export const useInbox = (locale: UrlLocale) =>
  useQuery({
    queryKey: [...LOYALTY_KEY, "inbox", locale],
    queryFn: ({ signal }) => api(engagementApi.getLoyaltyInbox, { signal }),
  });

/** Marks a message read; the profile's unread count follows. */
export const useMarkRead = (locale: UrlLocale) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(engagementApi.postLoyaltyInboxByIdRead, { params: { id } }),
    onSuccess: (inbox) => queryClient.setQueryData([...LOYALTY_KEY, "inbox", locale], inbox),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...LOYALTY_KEY, "profile"] }),
  });
};

export const useShop = (locale: UrlLocale) =>
  useQuery({
    queryKey: [...LOYALTY_KEY, "shop", locale],
    queryFn: ({ signal }) => api(engagementApi.getLoyaltyShop, { signal }),
  });

/** Swaps points for a shop item; the reward changes the balance, so every piece of player data is refetched. */
export const useBuyItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api(engagementApi.postLoyaltyShopByItemIdBuy, { params: { itemId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
