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
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import type { ComplianceService } from "./compliance.service";

const tags = ["admin"];
const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Operator calls: review KYC documents and clear risk reviews. Every call checks the `operator` role. */
export const complianceAdminRoutes =
  (compliance: ComplianceService): FastifyPluginAsyncZod =>
  async (app) => {
    const { kyc } = compliance;
    const operator = async (request: FastifyRequest) => {
      const { userId } = requirePlayer(request);
      await kyc.requireOperator(userId);
      return userId;
    };
    const documentParams = z.object({ id: z.string().uuid() });

    app.get(
      complianceApi.getAdminDocuments.path,
      {
        schema: {
          tags,
          summary: "Documents by status (default pending, oldest first)",
          querystring: AdminDocumentsQuery,
          response: { 200: AdminDocumentsResponse, ...errors },
        },
      },
      async (request) => {
        await operator(request);
        const rows = await kyc.byStatus(request.query.status);
        const items = await Promise.all(
          rows.map(async (row) => ({ ...row, username: await compliance.usernameOf(row.userId) })),
        );
        return { items };
      },
    );

    app.post(
      complianceApi.postAdminDocumentsByIdApprove.path,
      { schema: { tags, params: documentParams, response: { 200: KycDocument, ...errors } } },
      async (request) => kyc.review(await operator(request), request.params.id, { approve: true }),
    );

    app.post(
      complianceApi.postAdminDocumentsByIdReject.path,
      {
        schema: {
          tags,
          params: documentParams,
          body: RejectDocumentRequest,
          response: { 200: KycDocument, ...errors },
        },
      },
      async (request) =>
        kyc.review(await operator(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
    );

    app.get(
      complianceApi.getAdminComplianceReviews.path,
      {
        schema: {
          tags,
          summary: "Accounts flagged by a high risk score",
          querystring: z.object({ status: z.enum(["open", "cleared"]).default("open") }),
          response: { 200: RiskReviewsResponse, ...errors },
        },
      },
      async (request) => {
        await operator(request);
        return { items: await compliance.reviews(request.query.status) };
      },
    );

    app.post(
      complianceApi.postAdminComplianceReviewsByUserIdClear.path,
      {
        schema: {
          tags,
          summary: "Clear an account's review: its held withdrawals can then be approved",
          params: z.object({ userId: z.string().uuid() }),
          body: ClearReviewRequest,
          response: { 200: RiskReview, ...errors },
        },
      },
      async (request) => {
        const operatorId = await operator(request);
        const review = await compliance.clearReview(operatorId, request.params.userId, request.body.note);
        request.log.info({ operator: operatorId, player: request.params.userId }, "risk review cleared");
        return review;
      },
    );
  };
