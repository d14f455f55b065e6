import { StaffRoles } from "../features/operator/staff/staff-roles";

/** /{locale}/operator/…: staff roles (admins grant and revoke). */
export default function OperatorStaffRolesPage() {
  return <StaffRoles />;
}
