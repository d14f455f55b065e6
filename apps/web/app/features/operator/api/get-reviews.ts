import { complianceApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { QUEUE_REFRESH_MS, REVIEWS_KEY } from "./keys";

/** GET /api/admin/compliance/reviews: accounts flagged by a high risk score and not cleared yet. */
export const getOpenReviews = (signal?: AbortSignal) =>
  api(complianceApi.getAdminComplianceReviews, { signal, query: { status: "open" } });

export const openReviewsQueryOptions = () =>
  queryOptions({
    queryKey: REVIEWS_KEY,
    queryFn: ({ signal }) => getOpenReviews(signal),
    refetchInterval: QUEUE_REFRESH_MS,
    retry: false,
  });

export const useOpenReviews = (enabled = true) => useQuery({ ...openReviewsQueryOptions(), enabled });
