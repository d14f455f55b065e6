import { contentListResponse, type UrlLocale } from "@casino/contract";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ContentTheme, contentRequest, type ServerFetchInit } from "./content-key";

/** What every feed entry carries besides its fields. */
export interface FeedMeta {
  slug: string;
  sortOrder: number;
}

/**
 * One list feed of the CMS (docs/product/content.md#feeds). Targeting (authenticated, identified, roles) is read by
 * the server from the session cookie; the app only names the theme, so every feed shares this one fetcher.
 */
export async function getFeed<F extends z.ZodObject>(
  path: `/api/${string}`,
  fields: F,
  locale: UrlLocale,
  theme: ContentTheme,
  init: ServerFetchInit = {},
) {
  const { url, headers, currency } = contentRequest(path, locale, init);
  const response = await api(url, contentListResponse(fields), {
    headers,
    query: { locale, theme, currency, contentPreview: init.preview },
    signal: init.signal,
  });
  // zod cannot carry F through the generic list schema; the parse above has checked exactly this shape.
  return response.data.map((entry) => entry.attributes) as Array<z.infer<F> & FeedMeta>;
}
