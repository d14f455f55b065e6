import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { contentEntries } from "./content.tables";
import { type ContentEntryInput, prepareEntry } from "./content-types";

/** Texts an earlier seed wrote into one entry's fields: for each field, every text it may hold. */
export interface SeedTextHistory {
  type: string;
  slug: string;
  locale: string;
  fields: Record<string, string[]>;
}

/** A text as it was stored: as written, or as the save path's sanitiser left it. */
function storedForms(input: ContentEntryInput, field: string, text: string): string[] {
  try {
    const prepared = prepareEntry({ ...input, fields: { ...input.fields, [field]: text } }).fields[field];
    return typeof prepared === "string" && prepared !== text ? [text, prepared] : [text];
  } catch {
    return [text];
  }
}

/**
 * Brings seeded entries of an existing database up to today's seed texts where they still hold exactly a text an
 * earlier seed wrote (`history`): such a field gets today's text, any other value (an operator's edit) stays. Each
 * row is written only if it has not changed since it was read, so an edit made meanwhile is kept. Idempotent;
 * returns how many rows changed.
 */
export async function upgradeSeededTexts(
  db: Db,
  seed: ContentEntryInput[],
  history: SeedTextHistory[],
): Promise<number> {
  let changed = 0;
  for (const old of history) {
    const input = seed.find((s) => s.type === old.type && s.slug === old.slug && s.locale === old.locale);
    if (!input) continue;
    const today = prepareEntry(input).fields;
    const where = and(
      eq(contentEntries.type, old.type),
      eq(contentEntries.slug, old.slug),
      eq(contentEntries.locale, old.locale),
    );
    const [row] = await db.select().from(contentEntries).where(where);
    if (!row) continue;
    const fields = { ...row.fields };
    for (const [field, texts] of Object.entries(old.fields)) {
      const stored = fields[field];
      if (typeof stored !== "string" || typeof today[field] !== "string") continue;
      if (texts.some((text) => storedForms(input, field, text).includes(stored)))
        fields[field] = today[field];
    }
    if (JSON.stringify(fields) === JSON.stringify(row.fields)) continue;
    const updated = await db
      .update(contentEntries)
      .set({ fields, updatedAt: sql`now()` })
      .where(and(where, sql`${contentEntries.fields} = ${JSON.stringify(row.fields)}::jsonb`))
      .returning({ id: contentEntries.id });
    changed += updated.length;
  }
  return changed;
}
