import { sportsApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { SportsServerInit } from "./get-events";
import { MENU_KEY } from "./keys";

/** The sports menu: from the browser, or from a loader with its origin and headers. */
export const getSportsMenu = (init: SportsServerInit = {}) => api(sportsApi.getSportsbookMenu, init);

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: MENU_KEY,
    queryFn: ({ signal }) => getSportsMenu({ signal }),
    staleTime: 30_000,
  });

/** GET /api/sportsbook/menu: sports, their competitions and how many events (and live events) each has. */
export const useSportsMenu = () => useQuery(menuQueryOptions());
