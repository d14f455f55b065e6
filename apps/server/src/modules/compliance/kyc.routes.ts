import {
  complianceApi,
  DocumentsResponse,
  ErrorResponse,
  KycDocument,
  KycStatusRequest,
  KycStatusResponse,
  UploadDocumentQuery,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { requestLocale } from "../../platform/request-context";
import type { KycService } from "./kyc.service";
import { attachmentDisposition } from "./uploads/document-name";

const tags = ["documents"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * /profile/documents: upload, list and read back KYC documents, and the SPEC §3 Kyc-status call. An upload's body
 * is the file itself (no multipart parser is installed); what it is, is decided from its bytes.
 */
export const kycRoutes =
  (kyc: KycService, maxBytes: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Raw file bodies, only in this plugin; the declared type is not trusted (file-type.ts decides).
    for (const type of [["application/pdf", "application/octet-stream"], /^image\/[\w.+-]+$/]) {
      app.addContentTypeParser(type, { parseAs: "buffer", bodyLimit: maxBytes }, (_request, body, done) =>
        done(null, body),
      );
    }

    app.get(
      complianceApi.getUserDocuments.path,
      {
        schema: {
          tags,
          summary: "The player's documents, newest first, and whether some are needed",
          response: { 200: DocumentsResponse, 401: ErrorResponse },
        },
      },
      async (request) => kyc.list(requirePlayer(request).userId),
    );

    app.post(
      complianceApi.postUserDocuments.path,
      {
        bodyLimit: maxBytes,
        schema: {
          tags,
          summary: "Upload a document: the body is the file (PDF, PNG, JPEG or WebP), 201",
          querystring: UploadDocumentQuery,
          response: {
            201: KycDocument,
            413: ErrorResponse,
            415: ErrorResponse,
            422: ErrorResponse,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { userId } = requirePlayer(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const document = await kyc.upload(userId, {
          type: request.query.type,
          fileName: request.query.name,
          bytes,
        });
        return reply.status(201).send(document);
      },
    );

    app.get(
      complianceApi.getUserDocumentsByIdFile.path,
      {
        schema: {
          tags,
          summary:
            "The file of a document, as a download (its owner and operators only; 404 for anyone else)",
          params: z.object({ id: z.string().uuid() }),
        },
      },
      async (request, reply) => {
        const { userId } = requirePlayer(request);
        const file = await kyc.file(userId, request.params.id);
        // Always a download, never shown in the site's origin: a file that slipped past the checks cannot run
        // there (no inline rendering, no type sniffing, and a sandbox with nothing allowed if it is opened).
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", attachmentDisposition(file.downloadName))
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .header("content-security-policy", "default-src 'none'; sandbox")
          .send(file.bytes);
      },
    );

    app.post(
      complianceApi.postUserVerificationKycStatus.path,
      {
        schema: {
          tags,
          summary: "KYC status of a customer (SPEC §3 Kyc-status request)",
          body: KycStatusRequest,
          response: { 200: KycStatusResponse, ...errors },
        },
      },
      async (request) => kyc.kycStatus(requirePlayer(request).userId, request.body, requestLocale(request)),
    );
  };
