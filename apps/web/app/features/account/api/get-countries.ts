import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/countries: every country (names for the profile). Reference data: it changes rarely. */
export const getCountries = (signal?: AbortSignal) => api(accountApi.getUserCountries, { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ["reference", "countries"],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });

export const useCountries = (enabled = true) => useQuery({ ...countriesQueryOptions(), enabled });
