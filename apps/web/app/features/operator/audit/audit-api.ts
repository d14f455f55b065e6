import { auditApi, pathOf } from "@casino/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

/** The filters of the audit screen (empty strings are left out). */
export interface AuditFilters {
  action: string;
  targetId: string;
  staffId: string;
  /** Amsterdam days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** The query string of the filters, as GET /api/admin/audit and its CSV export take them. */
export function auditQuery(filters: AuditFilters, toIso: (day: string, end: boolean) => string) {
  const query: Record<string, string> = {};
  if (filters.action.trim()) query.action = filters.action.trim();
  if (filters.targetId.trim()) query.targetId = filters.targetId.trim();
  if (filters.staffId.trim()) query.staffId = filters.staffId.trim();
  if (filters.from) query.from = toIso(filters.from, false);
  if (filters.to) query.to = toIso(filters.to, true);
  return query;
}

/** GET /api/admin/audit: newest first, 50 a page. */
export const auditQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...OPERATOR_KEY, "audit", query],
    queryFn: ({ signal }) => api(auditApi.getAdminAudit, { signal, query: { ...query, limit: 50 } }),
    retry: false,
    placeholderData: keepPreviousData,
  });
export const useAudit = (query: Record<string, string>) => useQuery(auditQueryOptions(query));

/** The CSV export's address for the same filters (a download link: the session cookie goes with it). */
export const auditExportUrl = (query: Record<string, string>) =>
  `${pathOf(auditApi.getAdminAuditExport)}?${new URLSearchParams(query).toString()}`;

/** GET /api/admin/audit/verify, run when the staff member asks. */
export const useVerifyAudit = () => useMutation({ mutationFn: () => api(auditApi.getAdminAuditVerify, {}) });
