import { useStaffAccess } from "./get-staff-access";

/** Whether the logged-in player holds a staff role (the back office link); false for guests and while loading. */
export function useIsOperator(loggedIn: boolean): boolean {
  const access = useStaffAccess(loggedIn);
  return loggedIn && (access.data?.roles.length ?? 0) > 0;
}
