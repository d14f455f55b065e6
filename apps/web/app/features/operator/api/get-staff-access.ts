import { type Permission, staffApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** GET /api/user/staff: the caller's staff roles and what they allow (the server checks again on every call). */
export const staffAccessQueryOptions = () =>
  queryOptions({
    queryKey: userKey("staff-access"),
    queryFn: ({ signal }) => api(staffApi.getUserStaff, { signal }),
    staleTime: 60_000,
  });

export const useStaffAccess = (enabled = true) => useQuery({ ...staffAccessQueryOptions(), enabled });

/** Whether the caller's roles allow `permission`; false while loading. */
export function useCan(permission: Permission): boolean {
  return useStaffAccess().data?.permissions.includes(permission) ?? false;
}
