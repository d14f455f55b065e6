import { type LimitPeriod, type LimitType, limitsApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { LIMITS_KEY } from "./get-limits";

/** DELETE /api/user/limits/{type}?periods=…: the limit ends after the 24-hour cooling-off. */
export const removeLimits = ({ type, periods }: { type: LimitType; periods: LimitPeriod[] }) =>
  api(limitsApi.deleteUserLimitsByType, {
    params: { type },
    query: { periods: periods.join(",") },
  });

export function useRemoveLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeLimits,
    onSuccess: (limits) => client.setQueryData(LIMITS_KEY, limits),
  });
}
