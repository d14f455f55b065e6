import { healthApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdle } from "../../../lib/when-idle";

export const getHealth = (signal?: AbortSignal) => api(healthApi.getHealth, { signal });

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ["health"], queryFn: ({ signal }) => getHealth(signal), staleTime: 60_000 });

/** The server's health and version (shown in the footer, so fetched once the page is idle). */
export function useHealth() {
  const idle = useIdle();
  return useQuery({ ...healthQueryOptions(), enabled: idle });
}
