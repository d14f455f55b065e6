import { complianceApi } from "@casino/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { REVIEWS_KEY, WITHDRAWALS_KEY } from "./keys";

/** POST /api/admin/compliance/reviews/{userId}/clear with the operator's note (kept with the review). */
export const clearReview = ({ userId, note }: { userId: string; note: string }) =>
  api(complianceApi.postAdminComplianceReviewsByUserIdClear, {
    params: { userId },
    body: { note },
  });

/** Clearing a review also frees the player's held withdrawals, so that queue is fetched again too. */
export const useClearReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearReview,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
      ]),
  });
};
