import {
  AdminContentEntry,
  AdminContentQuery,
  AdminContentResponse,
  ContentPreviewResponse,
  contentAdminApi,
  ErrorResponse,
  PublishContentRequest,
  SaveContentRequest,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireStaff } from "../../platform/auth";
import type { Editorial } from "./editorial/editorial.service";

/**
 * Editing content (docs/product/content.md#editing). Thin: the operator guard has admitted staff only; each call
 * hands the acting staff member's id to one editorial function.
 */
export const editorialRoutes =
  (editorial: Editorial): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["admin"];
    const config = { permission: "content.publish" as const };
    const params = z.object({ id: z.string() });
    const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
    const staff = requireStaff;

    app.get(
      contentAdminApi.getAdminContent.path,
      {
        config,
        schema: {
          tags,
          summary: "Content entries in every state (draft, scheduled, live, expired), newest edits first",
          querystring: AdminContentQuery,
          response: { 200: AdminContentResponse, ...errors },
        },
      },
      async (request) => ({ items: await editorial.list(request.query) }),
    );
    app.put(
      contentAdminApi.putAdminContent.path,
      {
        config,
        schema: {
          tags,
          summary: "Save an entry as a draft (validated by its type, HTML sanitised)",
          body: SaveContentRequest,
          response: { 200: AdminContentEntry, ...errors },
        },
      },
      async (request) => editorial.save(staff(request), request.body),
    );
    app.post(
      contentAdminApi.postAdminContentByIdPublish.path,
      {
        config,
        schema: {
          tags,
          summary: "Publish an entry now, or scheduled from publishFrom, until publishTo",
          params,
          body: PublishContentRequest,
          response: { 200: AdminContentEntry, ...errors },
        },
      },
      async (request) => editorial.publish(staff(request), request.params.id, request.body),
    );
    app.post(
      contentAdminApi.postAdminContentByIdUnpublish.path,
      {
        config,
        schema: {
          tags,
          summary: "Take an entry off the site (back to draft)",
          params,
          response: { 200: AdminContentEntry, ...errors },
        },
      },
      async (request) => editorial.unpublish(staff(request), request.params.id),
    );
    app.post(
      contentAdminApi.postAdminContentByIdPreview.path,
      {
        config,
        schema: {
          tags,
          summary: "A signed link (a day) that shows the entry on the real site as if published",
          params,
          response: { 200: ContentPreviewResponse, ...errors },
        },
      },
      async (request) => editorial.preview(staff(request), request.params.id),
    );
  };
