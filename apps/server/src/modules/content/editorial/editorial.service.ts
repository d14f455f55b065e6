import type {
  AdminContentEntry,
  ContentPreviewResponse,
  ContentState,
  ContentType,
  SaveContentRequest,
  UrlLocale,
} from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { badRequest, notFound } from "../../../platform/errors";
import { UUID } from "../../../platform/uuid";
import { contentStore } from "../content.store";
import { type ContentRow, prepareEntry } from "../content-types";
import type { SanitizeOptions } from "../sanitize-html";
import { PREVIEW_TTL_MS, previewToken } from "./preview-token";

export interface EditorialDeps {
  db: Db;
  clock: Clock;
  sanitize: SanitizeOptions;
  previewSecret: string;
}

/** Where an entry shows up on the site: the page a preview link opens. */
const PREVIEW_PATHS: Partial<Record<ContentType, (row: ContentRow) => string>> = {
  page: (row) => (typeof row.fields.path === "string" ? row.fields.path : `/${row.slug}`),
  promotion: () => "/promotions",
  "promotion-bottom": () => "/promotions",
  "promotion-banner": () => "/promotions",
  "promotion-content": () => "/promotions",
};

function stateOf(row: ContentRow, now: Date): ContentState {
  if (row.status !== "published") return "draft";
  if (row.publishFrom && row.publishFrom > now) return "scheduled";
  if (row.publishTo && row.publishTo <= now) return "expired";
  return "live";
}

/**
 * Content without a developer (docs/product/content.md#editing): save a draft, preview it on the real site through
 * a signed link, publish it now or scheduled, take it back. Each action is one function taking the acting staff
 * member's id, so the audit trail can wrap it.
 */
export function createEditorial(deps: EditorialDeps) {
  const { db, clock } = deps;

  const present = (row: ContentRow): AdminContentEntry => ({
    id: row.id,
    type: row.type as ContentType,
    slug: row.slug,
    locale: row.locale as UrlLocale,
    state: stateOf(row, clock.now()),
    publishFrom: row.publishFrom?.toISOString() ?? null,
    publishTo: row.publishTo?.toISOString() ?? null,
    targeting: row.targeting as AdminContentEntry["targeting"],
    sortOrder: row.sortOrder,
    fields: row.fields,
    updatedAt: row.updatedAt.toISOString(),
  });

  async function entry(id: string): Promise<ContentRow> {
    const row = UUID.test(id) ? await contentStore.byId(db, id) : undefined;
    if (!row) throw notFound("No such content entry");
    return row;
  }

  return {
    async list(filter: { type?: ContentType | undefined; locale?: UrlLocale | undefined }) {
      return (await contentStore.editable(db, filter)).map(present);
    },

    /** Saves as a draft: validated by the type's schema, HTML sanitised. */
    async save(_staffId: string, input: SaveContentRequest): Promise<AdminContentEntry> {
      const row = prepareEntry(
        {
          type: input.type,
          slug: input.slug,
          locale: input.locale,
          fields: input.fields,
          targeting: input.targeting ?? {},
          sortOrder: input.sortOrder ?? 0,
          status: "draft",
        },
        deps.sanitize,
      );
      return present(await contentStore.upsert(db, row, clock.now()));
    },

    /** Publishes now, or from `publishFrom` (scheduled), until `publishTo` when given. */
    async publish(
      _staffId: string,
      id: string,
      window: { publishFrom: string | null; publishTo: string | null },
    ): Promise<AdminContentEntry> {
      await entry(id);
      const publishTo = window.publishTo ? new Date(window.publishTo) : null;
      if (publishTo && publishTo <= clock.now()) throw badRequest("publishTo is in the past");
      const saved = await contentStore.publication(
        db,
        id,
        {
          status: "published",
          publishFrom: window.publishFrom ? new Date(window.publishFrom) : null,
          publishTo,
        },
        clock.now(),
      );
      return present(saved!);
    },

    /** Takes an entry off the site (back to draft). */
    async unpublish(_staffId: string, id: string): Promise<AdminContentEntry> {
      await entry(id);
      return present((await contentStore.publication(db, id, { status: "draft" }, clock.now()))!);
    },

    /** A signed link that shows this entry on the real site, as it would be published, for a day. */
    async preview(_staffId: string, id: string): Promise<ContentPreviewResponse> {
      const row = await entry(id);
      const expiresAt = new Date(clock.now().getTime() + PREVIEW_TTL_MS);
      const token = previewToken(deps.previewSecret, row.id, expiresAt);
      const path = PREVIEW_PATHS[row.type as ContentType]?.(row) ?? "/";
      const url = `/${row.locale}${path === "/" ? "" : path}?contentPreview=${encodeURIComponent(token)}`;
      return { url, token, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type Editorial = ReturnType<typeof createEditorial>;
