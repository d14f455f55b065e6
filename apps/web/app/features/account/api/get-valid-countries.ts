import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/validCountries: countries where players may register (the sign-up country list). Reference data: it changes rarely. */
export const getValidCountries = (signal?: AbortSignal) => api(accountApi.getUserValidCountries, { signal });

export const validCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ["reference", "validCountries"],
    queryFn: ({ signal }) => getValidCountries(signal),
    staleTime: 60 * 60_000,
  });

export const useValidCountries = (enabled = true) => useQuery({ ...validCountriesQueryOptions(), enabled });
