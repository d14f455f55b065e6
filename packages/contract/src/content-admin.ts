import { z } from "zod";
import { ContentType } from "./content";
import { UrlLocale } from "./locale";

/** Who an entry is for (docs/product/content.md#targeting); an empty or missing list restricts nothing. */
export const ContentTargetingInput = z.object({
  audience: z.enum(["everyone", "guests", "authenticated", "identified"]).optional(),
  /** ISO 3166 alpha-2 countries the visitor browses from (the edge's country header). */
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(50)
    .optional(),
  /** Segments: any of these roles of the session. */
  roles: z.array(z.string().min(1).max(40)).max(20).optional(),
  bonusCodes: z.array(z.string().min(1).max(40)).max(20).optional(),
  campaignTags: z.array(z.string().min(1).max(40)).max(20).optional(),
  themes: z
    .array(z.enum(["dark", "light"]))
    .max(2)
    .optional(),
});
export type ContentTargetingInput = z.infer<typeof ContentTargetingInput>;

/** Where an entry stands: a draft, published but waiting for its start, on the site, or past its end. */
export const ContentState = z.enum(["draft", "scheduled", "live", "expired"]);
export type ContentState = z.infer<typeof ContentState>;

/** One entry as an editor sees it. */
export const AdminContentEntry = z.object({
  id: z.string(),
  type: ContentType,
  slug: z.string(),
  locale: UrlLocale,
  state: ContentState,
  publishFrom: z.string().nullable(),
  publishTo: z.string().nullable(),
  targeting: ContentTargetingInput,
  sortOrder: z.number().int(),
  fields: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type AdminContentEntry = z.infer<typeof AdminContentEntry>;

/** GET /api/admin/content query. */
export const AdminContentQuery = z.object({ type: ContentType.optional(), locale: UrlLocale.optional() });

/** 200 of GET /api/admin/content. */
export const AdminContentResponse = z.object({ items: z.array(AdminContentEntry) });
export type AdminContentResponse = z.infer<typeof AdminContentResponse>;

/**
 * PUT /api/admin/content: saves an entry (by type, slug and locale) as a draft, validated by its type's schema and
 * its HTML sanitised. A published entry saved again goes back to draft until it is published anew.
 */
export const SaveContentRequest = z.object({
  type: ContentType,
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Lower-case letters, digits and dashes"),
  locale: UrlLocale,
  fields: z.record(z.string(), z.unknown()),
  targeting: ContentTargetingInput.default({}),
  sortOrder: z.number().int().min(-1000).max(1000).default(0),
});
export type SaveContentRequest = z.input<typeof SaveContentRequest>;

/** POST /api/admin/content/{id}/publish: now, or scheduled from `publishFrom`, until `publishTo` if given. */
export const PublishContentRequest = z
  .object({
    publishFrom: z.string().datetime({ offset: true }).nullable().default(null),
    publishTo: z.string().datetime({ offset: true }).nullable().default(null),
  })
  .refine((r) => !r.publishFrom || !r.publishTo || Date.parse(r.publishTo) > Date.parse(r.publishFrom), {
    message: "publishTo must be after publishFrom",
    path: ["publishTo"],
  });
export type PublishContentRequest = z.input<typeof PublishContentRequest>;

/** 200 of POST /api/admin/content/{id}/preview: a signed link that shows the draft on the real site. */
export const ContentPreviewResponse = z.object({
  /** Path on the site (with locale) carrying the `contentPreview` token. */
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type ContentPreviewResponse = z.infer<typeof ContentPreviewResponse>;
