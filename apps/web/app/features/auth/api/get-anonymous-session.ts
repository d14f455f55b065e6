import { sessionApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/session/anonymous: a guest's defaults (country, currency, locale, theme). */
export const getAnonymousSession = (signal?: AbortSignal) => api(sessionApi.getSessionAnonymous, { signal });

export const anonymousSessionQueryOptions = () =>
  queryOptions({
    queryKey: ["anonymousSession"],
    queryFn: ({ signal }) => getAnonymousSession(signal),
    staleTime: 60 * 60_000,
  });

export const useAnonymousSession = (enabled = true) =>
  useQuery({ ...anonymousSessionQueryOptions(), enabled });
