import { walletApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

export const BALANCE_KEY = userKey("balance");

export const getBalance = (signal?: AbortSignal) => api(walletApi.getUserBalance, { signal });

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: BALANCE_KEY, queryFn: ({ signal }) => getBalance(signal), staleTime: 60_000 });

/** The player's real, bonus and total balance; kept fresh by the live stream (useBalanceStream). */
export const useBalance = (enabled = true) => useQuery({ ...balanceQueryOptions(), enabled });
