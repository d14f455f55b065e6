import { engagementApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const ADVENT_KEY = userKey("advent-calendar");

export const useAdventCalendar = (userId: string | undefined) =>
  useQuery({
    queryKey: [...ADVENT_KEY, userId ?? "guest"],
    queryFn: ({ signal }) => api(engagementApi.getAdventCalendar, { signal }),
  });

/** Opens a door; the reward may change the balance, so the player's data is refetched. */
export const useOpenDoor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => api(engagementApi.postAdventCalendarByDayOpen, { params: { day } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
