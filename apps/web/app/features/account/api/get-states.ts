import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/states?country=: the states or provinces of a country (empty where it has none). */
export const getStates = (country: string, signal?: AbortSignal) =>
  api(accountApi.getUserStates, { query: { country }, signal });

export const statesQueryOptions = (country: string) =>
  queryOptions({
    queryKey: ["reference", "states", country],
    queryFn: ({ signal }) => getStates(country, signal),
    staleTime: 60 * 60_000,
  });

export const useStates = (country: string) =>
  useQuery({ ...statesQueryOptions(country), enabled: !!country });
