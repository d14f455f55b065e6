import { sportsApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { MENU_KEY } from "./keys";

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: MENU_KEY,
    queryFn: ({ signal }) => api(sportsApi.getSportsbookMenu, { signal }),
    staleTime: 30_000,
  });

/** GET /api/sportsbook/menu: sports, their competitions and how many events (and live events) each has. */
export const useSportsMenu = () => useQuery(menuQueryOptions());
