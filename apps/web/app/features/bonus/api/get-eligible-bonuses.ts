import { bonusApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const ELIGIBLE_BONUSES_KEY = userKey("bonus", "eligible");

/** GET /api/user/bonus/eligible in the account currency. */
export const getEligibleBonuses = (currency: string, signal?: AbortSignal) =>
  api(bonusApi.getUserBonusEligible, { query: { currency }, signal });

export const eligibleBonusesQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: [...ELIGIBLE_BONUSES_KEY, currency],
    queryFn: ({ signal }) => getEligibleBonuses(currency, signal),
  });

/** The bonuses the player may claim now (TICKET_ codes never listed; wager-type ones apart). */
export const useEligibleBonuses = (currency: string) => useQuery(eligibleBonusesQueryOptions(currency));
