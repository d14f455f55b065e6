import { route } from "./route";

/** Method and path of the audit endpoints. */
export const auditApi = {
  getAdminAudit: route("GET", "/api/admin/audit", "AuditPage"),
  getAdminAuditVerify: route("GET", "/api/admin/audit/verify", "AuditVerifyResponse"),
  /** The same filters as GET /api/admin/audit (up to 10,000 rows, newest first) as a CSV file. */
  getAdminAuditExport: route("GET", "/api/admin/audit/export"),
} as const;
