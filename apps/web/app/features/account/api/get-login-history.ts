import { sessionApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** GET /api/user/logins: recent logins with time, IP and browser. */
export const getLoginHistory = (signal?: AbortSignal) => api(sessionApi.getUserLogins, { signal });

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: userKey("logins"), queryFn: ({ signal }) => getLoginHistory(signal) });

export const useLoginHistory = () => useQuery(loginHistoryQueryOptions());
