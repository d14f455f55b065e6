import { route } from "./route";

/** Method and path of the staff endpoints. */
export const staffApi = {
  getAdminStaff: route("GET", "/api/admin/staff", "StaffListResponse"),
  putAdminStaffByUserIdRolesByRole: route("PUT", "/api/admin/staff/:userId/roles/:role", "StaffMember"),
  deleteAdminStaffByUserIdRolesByRole: route("DELETE", "/api/admin/staff/:userId/roles/:role", "StaffMember"),
  getUserStaff: route("GET", "/api/user/staff", "MyStaffResponse"),
} as const;
