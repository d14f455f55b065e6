import type { ContentType, UrlLocale } from "@casino/contract";
import type { ContentEntryInput } from "../../../modules/content";
import { canadian } from "./canadian";

type Fields = Record<string, unknown>;

/** One seed entry in every locale. `en-ca` defaults to the English text in Canadian spelling and terms. */
export interface SeedEntry {
  type: ContentType;
  slug: string;
  status?: "draft" | "published";
  publishFrom?: Date;
  publishTo?: Date;
  targeting?: ContentEntryInput["targeting"];
  sortOrder?: number;
  en: Fields;
  de: Fields;
  "en-ca"?: Fields;
}

/** The entry's rows, one per locale. */
export function expand(entry: SeedEntry): ContentEntryInput[] {
  const { en, de, "en-ca": enCa, ...common } = entry;
  const texts: Record<UrlLocale, Fields> = { en, de, "en-ca": enCa ?? canadian(en) };
  return (Object.keys(texts) as UrlLocale[]).map((locale) => ({ ...common, locale, fields: texts[locale] }));
}

/** The same fields in every locale (the Romanian rules pages are Romanian everywhere). */
export function everywhere(entry: Omit<SeedEntry, "en" | "de" | "en-ca">, fields: Fields): SeedEntry {
  return { ...entry, en: fields, de: fields, "en-ca": fields };
}

/** Joins HTML paragraphs written one per line in the seed files. */
export const html = (...parts: string[]) => parts.join("\n");
