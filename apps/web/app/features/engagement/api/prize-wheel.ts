import { engagementApi } from "@casino/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const WHEEL_KEY = userKey("prize-wheel");

export const usePrizeWheel = () =>
  useQuery({
    queryKey: WHEEL_KEY,
    queryFn: ({ signal }) => api(engagementApi.getPrizeWheel, { signal }),
  });

/** Today's spin: the server draws the prize; the wheel only animates to it. */
export const useSpinWheel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(engagementApi.postPrizeWheelSpin),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKey() }),
  });
};
