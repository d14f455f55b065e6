import {
  AdminDocumentsQuery,
  AdminDocumentsResponse,
  ClearReviewRequest,
  complianceApi,
  ErrorResponse,
  KycDocument,
  RejectDocumentRequest,
  RiskReview,
  RiskReviewsResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../platform/auth";
import type { ComplianceService } from "./compliance.service";

const tags = ["admin"];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Staff calls: review KYC documents and clear risk reviews (permission `compliance.review`); decisions are audited. */
export const complianceAdminRoutes =
  (compliance: ComplianceService): FastifyPluginAsyncZod =>
  async (app) => {
    const { kyc } = compliance;
    const config = { permission: "compliance.review" as const };
    const documentParams = z.object({ id: z.string().uuid() });

    app.get(
      complianceApi.getAdminDocuments.path,
      {
        config,
        schema: {
          tags,
          summary: "Documents by status (default pending, oldest first)",
          querystring: AdminDocumentsQuery,
          response: { 200: AdminDocumentsResponse, ...errors },
        },
      },
      async (request) => {
        const rows = await kyc.byStatus(request.query.status);
        const items = await Promise.all(
          rows.map(async (row) => ({ ...row, username: await compliance.usernameOf(row.userId) })),
        );
        return { items };
      },
    );

    app.post(
      complianceApi.postAdminDocumentsByIdApprove.path,
      { config, schema: { tags, params: documentParams, response: { 200: KycDocument, ...errors } } },
      async (request) => kyc.review(requireStaff(request), request.params.id, { approve: true }),
    );

    app.post(
      complianceApi.postAdminDocumentsByIdReject.path,
      {
        config,
        schema: {
          tags,
          params: documentParams,
          body: RejectDocumentRequest,
          response: { 200: KycDocument, ...errors },
        },
      },
      async (request) =>
        kyc.review(requireStaff(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
    );

    app.get(
      complianceApi.getAdminComplianceReviews.path,
      {
        config,
        schema: {
          tags,
          summary: "Accounts flagged by a high risk score",
          querystring: z.object({ status: z.enum(["open", "cleared"]).default("open") }),
          response: { 200: RiskReviewsResponse, ...errors },
        },
      },
      async (request) => ({ items: await compliance.reviews(request.query.status) }),
    );

    app.post(
      complianceApi.postAdminComplianceReviewsByUserIdClear.path,
      {
        config,
        schema: {
          tags,
          summary: "Clear an account's review: its held withdrawals can then be approved",
          params: z.object({ userId: z.string().uuid() }),
          body: ClearReviewRequest,
          response: { 200: RiskReview, ...errors },
        },
      },
      async (request) =>
        compliance.clearReview(requireStaff(request), request.params.userId, request.body.note),
    );
  };
