import { CONTENT_FIELDS, type ContentType, type UrlLocale } from "@casino/contract";
import { AppError } from "../../platform/errors";
import type { ContentTargeting, contentEntries } from "./content.tables";
import { type SanitizeOptions, sanitizeHtml } from "./sanitize-html";

/**
 * What the server needs to know about each content type beyond its contract schema: which fields hold HTML
 * (sanitised on the way in and on the way out) and whether drafts may be previewed. Every content endpoint is
 * driven by this one table.
 */
export const CONTENT_TYPES: Record<ContentType, { html: readonly string[]; previewable?: boolean }> = {
  page: { html: ["content"] },
  navigation: { html: [] },
  banner: { html: [] },
  promotion: { html: ["content", "terms"] },
  "promotion-bottom": { html: ["content"] },
  // docs/product/content.md#popups: only the popups call carries the draft-preview flag.
  popup: { html: ["content"], previewable: true },
  "registration-content": { html: ["content"] },
  footer: { html: ["license"] },
  "payment-method": { html: [] },
  "promotion-content": { html: ["content"] },
  "promotion-banner": { html: [] },
  "game-of-the-week": { html: [] },
  "dynamic-media": { html: [] },
};

/** An entry as an operator or a seed writes it. */
export interface ContentEntryInput {
  type: ContentType;
  slug: string;
  locale: UrlLocale;
  status?: "draft" | "published";
  publishFrom?: Date | null;
  publishTo?: Date | null;
  targeting?: ContentTargeting;
  sortOrder?: number;
  fields: Record<string, unknown>;
}

export type ContentRow = typeof contentEntries.$inferSelect;
export type NewContentRow = typeof contentEntries.$inferInsert;

/** Replaces each HTML field by its sanitised form. */
export function sanitizeFields(
  type: ContentType,
  fields: Record<string, unknown>,
  options: SanitizeOptions,
): Record<string, unknown> {
  const clean = { ...fields };
  for (const name of CONTENT_TYPES[type].html) {
    const value = clean[name];
    if (typeof value === "string") clean[name] = sanitizeHtml(value, options);
  }
  return clean;
}

/** Validates an entry against its type's schema and sanitises its HTML: the only way rows are written. */
export function prepareEntry(input: ContentEntryInput, options: SanitizeOptions = {}): NewContentRow {
  const parsed = CONTENT_FIELDS[input.type].safeParse(input.fields);
  if (!parsed.success) {
    throw new AppError("VALIDATION_FAILED", 400, `Invalid ${input.type} "${input.slug}" (${input.locale})`, {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    });
  }
  const fields = sanitizeFields(input.type, parsed.data as Record<string, unknown>, options);
  return {
    type: input.type,
    slug: input.slug,
    locale: input.locale,
    path: typeof fields.path === "string" ? fields.path : null,
    status: input.status ?? "published",
    publishFrom: input.publishFrom ?? null,
    publishTo: input.publishTo ?? null,
    targeting: input.targeting ?? {},
    sortOrder: input.sortOrder ?? 0,
    fields,
  };
}

/** A stored row in the CMS response shape `{id, attributes}`, its HTML sanitised again on the way out. */
export function presentEntry(row: ContentRow, options: SanitizeOptions) {
  return {
    id: row.id,
    attributes: {
      ...sanitizeFields(row.type as ContentType, row.fields, options),
      slug: row.slug,
      locale: row.locale as UrlLocale,
      status: row.status as "draft" | "published",
      sortOrder: row.sortOrder,
      publishedFrom: row.publishFrom?.toISOString() ?? null,
      publishedTo: row.publishTo?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * One row per slug in the best locale: the requested one, else English (docs/product/content.md#entries). Rows come
 * ordered; the order of first appearance is kept.
 */
export function pickLocale(rows: readonly ContentRow[], locale: UrlLocale): ContentRow[] {
  const best = new Map<string, ContentRow>();
  for (const row of rows) {
    const current = best.get(row.slug);
    if (!current || (current.locale !== locale && row.locale === locale)) best.set(row.slug, row);
  }
  return [...best.values()];
}
