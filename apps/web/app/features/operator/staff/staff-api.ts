import { type StaffRole, staffApi } from "@casino/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { findPlayer } from "../api/find-player";
import { OPERATOR_KEY } from "../api/keys";

const STAFF_KEY = [...OPERATOR_KEY, "staff"] as const;

/** GET /api/admin/staff: everyone holding a staff role. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => api(staffApi.getAdminStaff, { signal }),
    retry: false,
  });
export const useStaff = () => useQuery(staffQueryOptions());

/** PUT (grant) or DELETE (revoke) /api/admin/staff/{userId}/roles/{role}. */
export const changeRole = ({ userId, role, grant }: { userId: string; role: StaffRole; grant: boolean }) =>
  api(grant ? staffApi.putAdminStaffByUserIdRolesByRole : staffApi.deleteAdminStaffByUserIdRolesByRole, {
    params: { userId, role },
  });

/** Grants a role to the account with this username (looked up first: the call takes an id). */
export const grantToUsername = async ({ username, role }: { username: string; role: StaffRole }) => {
  const player = await findPlayer(username);
  return changeRole({ userId: player.userId, role, grant: true });
};

export const useChangeRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};

export const useGrantToUsername = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantToUsername,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
};
