import { HealthResponse, healthApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const getHealth = (signal?: AbortSignal) => api(healthApi.getHealth, HealthResponse, { signal });

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ["health"], queryFn: ({ signal }) => getHealth(signal), staleTime: 60_000 });

/** The server's health and version (shown in the footer). */
export const useHealth = () => useQuery(healthQueryOptions());
