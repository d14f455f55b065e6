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
import { inTransaction } from "../../../platform/db/transaction";
import { badRequest, notFound } from "../../../platform/errors";
import { UUID } from "../../../platform/uuid";
import type { AuditActor, AuditService } from "../../audit";
import { contentStore } from "../content.store";
import { type ContentRow, prepareEntry } from "../content-types";
import type { SanitizeOptions } from "../sanitize-html";
import { PREVIEW_TTL_MS, previewToken } from "./preview-token";

export interface EditorialDeps {
  db: Db;
  clock: Clock;
  sanitize: SanitizeOptions;
  previewSecret: string;
  /** The audit trail: saving, publishing and unpublishing are recorded with the change. */
  audit: Pick<AuditService, "record">;
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
    async save(actor: AuditActor, input: SaveContentRequest): Promise<AdminContentEntry> {
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
      return present(
        await inTransaction(db, async (tx) => {
          const saved = await contentStore.upsert(tx, row, clock.now());
          await deps.audit.record(tx, {
            actor,
            action: "content.save",
            target: { type: "content", id: saved.id },
            after: { type: saved.type, slug: saved.slug, locale: saved.locale },
          });
          return saved;
        }),
      );
    },

    /** Publishes now, or from `publishFrom` (scheduled), until `publishTo` when given. */
    async publish(
      actor: AuditActor,
      id: string,
      window: { publishFrom: string | null; publishTo: string | null },
    ): Promise<AdminContentEntry> {
      await entry(id);
      const publishTo = window.publishTo ? new Date(window.publishTo) : null;
      if (publishTo && publishTo <= clock.now()) throw badRequest("publishTo is in the past");
      const publication = {
        status: "published" as const,
        publishFrom: window.publishFrom ? new Date(window.publishFrom) : null,
        publishTo,
      };
      const saved = await inTransaction(db, async (tx) => {
        const row = await contentStore.publication(tx, id, publication, clock.now());
        await deps.audit.record(tx, {
          actor,
          action: "content.publish",
          target: { type: "content", id },
          after: window,
        });
        return row;
      });
      return present(saved!);
    },

    /** Takes an entry off the site (back to draft). */
    async unpublish(actor: AuditActor, id: string): Promise<AdminContentEntry> {
      await entry(id);
      const saved = await inTransaction(db, async (tx) => {
        const row = await contentStore.publication(tx, id, { status: "draft" }, clock.now());
        await deps.audit.record(tx, { actor, action: "content.unpublish", target: { type: "content", id } });
        return row;
      });
      return present(saved!);
    },

    /** A signed link that shows this entry on the real site, as it would be published, for a day. */
    async preview(_actor: AuditActor, id: string): Promise<ContentPreviewResponse> {
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
