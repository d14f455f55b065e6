import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Who an entry is for (docs/product/content.md#targeting); an empty list means "no restriction on this axis". */
export interface ContentTargeting {
  /** everyone, guests only, logged-in players only, or identified visitors (logged in or anonymous session). */
  audience?: "everyone" | "guests" | "authenticated" | "identified";
  /** Only for visitors browsing from these countries (ISO 3166 alpha-2, from the edge's country header). */
  countries?: string[];
  /** Any of these roles. */
  roles?: string[];
  /** Any of these bonus codes. */
  bonusCodes?: string[];
  /** Any of these campaign tags. */
  campaignTags?: string[];
  /** Only in these themes. */
  themes?: string[];
}

/**
 * The headless-CMS store: one row per entry and locale. `fields` holds the type's fields (validated by the
 * contract's schema for `type`, HTML already sanitised); the publish window is read against the injected clock.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    /** Stable key across locales (the nav slug, the page slug, the promotion slug). */
    slug: text("slug").notNull(),
    /** en | de | en-ca; `en` is the fallback of the others. */
    locale: text("locale").notNull(),
    /** Pages only: the route without locale prefix, for look-ups by path and the sitemap. */
    path: text("path"),
    status: text("status").notNull().default("published"),
    publishFrom: timestamp("publish_from", { withTimezone: true }),
    publishTo: timestamp("publish_to", { withTimezone: true }),
    targeting: jsonb("targeting").$type<ContentTargeting>().notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_entries_type_slug_locale_idx").on(t.type, t.slug, t.locale),
    index("content_entries_type_locale_idx").on(t.type, t.locale, t.status),
    index("content_entries_path_idx").on(t.type, t.path),
    check("content_entries_status", sql`${t.status} in ('draft', 'published')`),
    check(
      "content_entries_window",
      sql`${t.publishTo} is null or ${t.publishFrom} is null or ${t.publishTo} > ${t.publishFrom}`,
    ),
  ],
);

/** Translation keys the web app reported missing, one row per locale, namespace and key (de-duplicated). */
export const missingTranslations = pgTable(
  "missing_translations",
  {
    locale: text("locale").notNull(),
    namespace: text("namespace").notNull(),
    key: text("key").notNull(),
    /** How many reports arrived, to rank what to translate first. */
    reports: integer("reports").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.namespace, t.key] })],
);
