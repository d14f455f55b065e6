import { AuditPage, AuditQuery, AuditVerifyResponse, auditApi, ErrorResponse } from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditCsv } from "./audit.csv";
import type { AuditService } from "./audit.service";
import type { AuditFilter } from "./audit.store";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
const config = { permission: "audit.read" as const };

const filterOf = (query: z.output<typeof AuditQuery>): AuditFilter => ({
  staffId: query.staffId,
  action: query.action,
  targetType: query.targetType,
  targetId: query.targetId,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  beforeId: query.before ? BigInt(query.before) : undefined,
});

/** Reading the audit trail: filtered pages, a CSV export and the chain check. */
export const auditRoutes =
  (audit: AuditService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      auditApi.getAdminAudit.path,
      {
        config,
        schema: {
          tags,
          summary: "Staff actions, newest first, filtered by staff member, action, target and time",
          querystring: AuditQuery,
          response: { 200: AuditPage, ...refusals },
        },
      },
      async (request) => audit.list(filterOf(request.query), request.query.limit),
    );

    app.get(
      auditApi.getAdminAuditExport.path,
      {
        config,
        schema: {
          tags,
          summary: "The same filters as a CSV file (up to 10,000 rows)",
          querystring: AuditQuery.omit({ limit: true, before: true }),
          produces: ["text/csv"],
          response: { 200: z.string(), ...refusals },
        },
      },
      async (request, reply) => {
        const { items } = await audit.list(filterOf({ ...request.query, limit: 10_000 }), 10_000);
        reply.header("content-type", "text/csv; charset=utf-8");
        reply.header("content-disposition", 'attachment; filename="audit.csv"');
        return auditCsv(items);
      },
    );

    app.get(
      auditApi.getAdminAuditVerify.path,
      {
        config,
        schema: {
          tags,
          summary: "Recompute the hash chain: ok, rows checked, and the first edited or missing row",
          response: { 200: AuditVerifyResponse, ...refusals },
        },
      },
      async () => audit.verify(),
    );
  };
