import type { SchemaName, SchemaOutput, UrlLocale } from "@casino/contract";
import { apiAt } from "../../../lib/api-client";
import { type ContentTheme, contentRequest, type ServerFetchInit } from "./content-key";

/** What every feed entry carries besides its fields. */
/** The contract's schemas of a feed entry's fields. */
export type FeedFields = Extract<SchemaName, `${string}Fields`>;

export interface FeedMeta {
  slug: string;
  sortOrder: number;
}

/**
 * One list feed of the CMS (docs/product/content.md#feeds). Targeting (authenticated, identified, roles) is read by
 * the server from the session cookie; the app only names the theme, so every feed shares this one fetcher. `fields`
 * names the contract's schema of an entry's fields: its type here, its check in development and tests.
 */
export async function getFeed<N extends FeedFields>(
  path: `/api/${string}`,
  fields: N,
  locale: UrlLocale,
  theme: ContentTheme,
  init: ServerFetchInit = {},
) {
  const { url, headers, currency } = contentRequest(path, locale, init);
  const response = await apiAt<{ data: { attributes: SchemaOutput<N> & FeedMeta }[] }>(
    url,
    { headers, query: { locale, theme, currency, contentPreview: init.preview }, signal: init.signal },
    // Development and tests only (apiAt): production trusts the server, which sends the feed through this schema.
    async (json) => {
      if (import.meta.env.DEV) {
        const contract = await import("@casino/contract");
        // The list schema cannot carry N through its generic; it checks exactly this shape.
        return contract.contentListResponse(contract[fields]).parse(json) as never;
      }
      return json as never;
    },
  );
  return response.data.map((entry) => entry.attributes);
}
