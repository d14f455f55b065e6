import { contentApi, type PageResponse, pathOf, type UrlLocale } from "@casino/contract";
import { ApiError, api } from "../../../lib/api-client";
import { contentRequest, type ServerFetchInit } from "./content-key";

/** A CMS page with its footer data (GET /api/page/{slug}). */
export type CmsPage = PageResponse["data"][number]["attributes"];

/**
 * The page at a slug, or null when the CMS has none (404). Pages are read in route loaders, which always run on
 * the server, so the HTML is in the first paint and the server's 300 s cache applies.
 */
export async function getPage(
  slug: string,
  locale: UrlLocale,
  init: ServerFetchInit = {},
): Promise<CmsPage | null> {
  const params = { "*": encodeURIComponent(slug) };
  const { headers, currency } = contentRequest(pathOf(contentApi.getPageAny, params), locale, init);
  try {
    // Pages are cached by URL: their money follows the display currency in it, else the locale's.
    const response = await api(contentApi.getPageAny, {
      params,
      origin: init.origin,
      headers,
      query: { locale, currency },
      signal: init.signal,
    });
    return response.data[0]?.attributes ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
