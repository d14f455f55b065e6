import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { contentEntries, missingTranslations } from "./content.tables";
import type { ContentRow, NewContentRow } from "./content-types";

/** Published (or, for previews, also draft) and inside the publish window at `now`. */
function visibleAt(now: Date, includeDrafts: boolean): SQL {
  return and(
    includeDrafts ? undefined : eq(contentEntries.status, "published"),
    or(isNull(contentEntries.publishFrom), lte(contentEntries.publishFrom, now)),
    or(isNull(contentEntries.publishTo), gt(contentEntries.publishTo, now)),
  )!;
}

/** The content tables' SQL: the only place that touches them. */
export const contentStore = {
  /** Visible entries of a type in any of `locales`, in list order. */
  async visible(
    db: Db,
    query: { type: string; locales: string[]; now: Date; includeDrafts?: boolean; slug?: string },
  ): Promise<ContentRow[]> {
    return db
      .select()
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.type, query.type),
          inArray(contentEntries.locale, query.locales),
          query.slug === undefined ? undefined : eq(contentEntries.slug, query.slug),
          visibleAt(query.now, query.includeDrafts ?? false),
        ),
      )
      .orderBy(asc(contentEntries.sortOrder), asc(contentEntries.slug));
  },

  /** Visible pages whose slug is `key` or whose path is `/key`. */
  async pages(db: Db, query: { key: string; locales: string[]; now: Date }): Promise<ContentRow[]> {
    return db
      .select()
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.type, "page"),
          inArray(contentEntries.locale, query.locales),
          or(eq(contentEntries.slug, query.key), eq(contentEntries.path, `/${query.key}`)),
          visibleAt(query.now, false),
        ),
      )
      .orderBy(asc(contentEntries.slug));
  },

  /** Every visible page in every locale (for the sitemap). */
  async allPages(db: Db, now: Date): Promise<ContentRow[]> {
    return db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, "page"), visibleAt(now, false)))
      .orderBy(asc(contentEntries.path));
  },

  /** Inserts the rows that do not exist yet; existing ones (maybe edited by an operator) stay as they are. */
  async insertMissing(db: Db, rows: NewContentRow[]): Promise<number> {
    if (!rows.length) return 0;
    const inserted = await db
      .insert(contentEntries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    return inserted.length;
  },

  /** Every entry of a type whose slug starts with `prefix`, any status and locale (the game of the week's weeks). */
  async ofTypeWithPrefix(db: Db, type: string, prefix: string): Promise<ContentRow[]> {
    return db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, type), sql`starts_with(${contentEntries.slug}, ${prefix})`))
      .orderBy(asc(contentEntries.slug), asc(contentEntries.locale));
  },

  /** Removes one entry (by type, slug and locale); answers whether it existed. */
  async remove(db: Db, type: string, slug: string, locale: string): Promise<boolean> {
    const gone = await db
      .delete(contentEntries)
      .where(
        and(eq(contentEntries.type, type), eq(contentEntries.slug, slug), eq(contentEntries.locale, locale)),
      )
      .returning({ id: contentEntries.id });
    return gone.length > 0;
  },

  /** Creates or replaces one entry (by type, slug and locale). */
  async upsert(db: Db, row: NewContentRow, now: Date): Promise<ContentRow> {
    const { type: _type, slug: _slug, locale: _locale, ...changes } = row;
    const [saved] = await db
      .insert(contentEntries)
      .values({ ...row, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentEntries.type, contentEntries.slug, contentEntries.locale],
        set: { ...changes, updatedAt: now },
      })
      .returning();
    return saved!;
  },

  /** Counts a report of a missing key; a new key is added only while fewer than `cap` are stored. */
  async recordMissingTranslation(
    db: Db,
    report: { locale: string; namespace: string; key: string },
    now: Date,
    cap: number,
  ): Promise<boolean> {
    const [known] = await db
      .update(missingTranslations)
      .set({ reports: sql`${missingTranslations.reports} + 1`, lastSeenAt: now })
      .where(
        and(
          eq(missingTranslations.locale, report.locale),
          eq(missingTranslations.namespace, report.namespace),
          eq(missingTranslations.key, report.key),
        ),
      )
      .returning({ reports: missingTranslations.reports });
    if (known) return true;
    const [{ stored } = { stored: 0 }] = await db.select({ stored: count() }).from(missingTranslations);
    if (stored >= cap) return false;
    await db
      .insert(missingTranslations)
      .values({ ...report, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [missingTranslations.locale, missingTranslations.namespace, missingTranslations.key],
        set: { reports: sql`${missingTranslations.reports} + 1`, lastSeenAt: now },
      });
    return true;
  },

  byId: async (db: Db, id: string): Promise<ContentRow | undefined> =>
    (await db.select().from(contentEntries).where(eq(contentEntries.id, id)))[0],

  /** Every entry, any status, for editors: by type and locale when given, newest edits first (at most 500). */
  editable: (db: Db, filter: { type?: string | undefined; locale?: string | undefined }) =>
    db
      .select()
      .from(contentEntries)
      .where(
        and(
          filter.type ? eq(contentEntries.type, filter.type) : undefined,
          filter.locale ? eq(contentEntries.locale, filter.locale) : undefined,
        ),
      )
      .orderBy(desc(contentEntries.updatedAt))
      .limit(500),

  /** Publishes (with its window) or takes back to draft one entry. */
  publication: async (
    db: Db,
    id: string,
    change: { status: "draft" | "published"; publishFrom?: Date | null; publishTo?: Date | null },
    now: Date,
  ): Promise<ContentRow | undefined> =>
    (
      await db
        .update(contentEntries)
        .set({ ...change, updatedAt: now })
        .where(eq(contentEntries.id, id))
        .returning()
    )[0],

  /** The stored reports, most reported first (for operators and tests). */
  async missingTranslations(db: Db) {
    return db.select().from(missingTranslations).orderBy(sql`${missingTranslations.reports} desc`);
  },
};
