import { accountApi, RolesResponse } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** The role that opens the back office (the server checks it on every /api/admin call). */
export const OPERATOR_ROLE = "operator";

/** GET /api/user/roles: the logged-in player's roles. They change only by an administrator, so never stale. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: userKey("roles"),
    queryFn: ({ signal }) => api(accountApi.getUserRoles, RolesResponse, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The roles query, for the console's gate (loading and failure shown there). */
export const useRoles = (enabled = true) => useQuery({ ...rolesQueryOptions(), enabled });

/** Whether the logged-in player is an operator; false for guests, while loading and on failure. */
export function useIsOperator(loggedIn: boolean): boolean {
  const roles = useRoles(loggedIn);
  return loggedIn && (roles.data?.roles.includes(OPERATOR_ROLE) ?? false);
}
