import {
  complianceApi,
  DocumentsResponse,
  ErrorResponse,
  KycDocument,
  KycStatusRequest,
  KycStatusResponse,
  UploadDocumentForm,
} from "@casino/contract";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlayer } from "../../platform/auth";
import { requestLocale } from "../../platform/request-context";
import type { KycService } from "./kyc.service";
import { readDocumentForm } from "./uploads/document-form";
import { attachmentDisposition } from "./uploads/document-name";

const tags = ["documents"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

/**
 * /profile/documents: upload, list and read back KYC documents, and the Kyc-status call
 * (docs/product/compliance.md#kyc-status). An upload is a multipart form, streamed with a size limit
 * (uploads/document-form.ts); what the file is, is decided from its bytes.
 */
export const kycRoutes =
  (kyc: KycService, maxBytes: number): FastifyPluginAsyncZod =>
  async (app) => {
    // Only in this plugin: no other route takes multipart bodies. Parts are read by the upload handler.
    await app.register(multipart, { limits: { fileSize: maxBytes } });

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
        // A guest is refused before a byte of the body is read (authorisation before validation).
        onRequest: async (request) => void requirePlayer(request),
        // The body is read as a stream by readDocumentForm, which checks it; the schema below documents the form.
        validatorCompiler: () => () => true,
        schema: {
          tags,
          summary: "Upload a document: a multipart form with `type` and `file` (PDF, PNG, JPEG or WebP), 201",
          consumes: ["multipart/form-data"],
          body: UploadDocumentForm,
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
        const form = await readDocumentForm(request, maxBytes);
        const document = await kyc.upload(userId, form);
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
          summary: "KYC status of a customer (the Kyc-status request)",
          body: KycStatusRequest,
          response: { 200: KycStatusResponse, ...errors },
        },
      },
      async (request) => kyc.kycStatus(requirePlayer(request).userId, request.body, requestLocale(request)),
    );
  };
