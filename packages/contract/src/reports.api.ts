import { route } from "./route";

/** Method and path of every report endpoint. */
export const reportsApi = {
  getAdminReportsGgr: route("GET", "/api/admin/reports/ggr", "GgrReportResponse"),
  getAdminReportsPayments: route("GET", "/api/admin/reports/payments", "PaymentsReportResponse"),
  getAdminReportsPlayers: route("GET", "/api/admin/reports/players", "PlayersReportResponse"),
} as const;
