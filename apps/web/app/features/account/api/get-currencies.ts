import { accountApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/user/currencies: the currencies an account may hold. Reference data: it changes rarely. */
export const getCurrencies = (signal?: AbortSignal) => api(accountApi.getUserCurrencies, { signal });

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ["reference", "currencies"],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 60 * 60_000,
  });

export const useCurrencies = (enabled = true) => useQuery({ ...currenciesQueryOptions(), enabled });
