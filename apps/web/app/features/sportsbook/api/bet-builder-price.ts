import { sportsApi } from "@casino/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { SPORTS_KEY } from "./keys";

/**
 * POST /api/sportsbook/betbuilder/price: the exact joint price of same-game selections (from the model's score
 * distribution, not the product of correlated odds). Asked again as the picks change; the last price stays on
 * screen meanwhile.
 */
export const useBetBuilderPrice = (selectionIds: string[]) =>
  useQuery({
    queryKey: [...SPORTS_KEY, "betBuilder", [...selectionIds].sort()],
    queryFn: ({ signal }) =>
      api(sportsApi.postSportsbookBetbuilderPrice, {
        body: { selectionIds },
        signal,
      }),
    enabled: selectionIds.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 10_000,
  });
