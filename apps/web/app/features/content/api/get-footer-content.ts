import type { UrlLocale } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { CONTENT_STALE_MS, type ContentTheme, contentKey, type ServerFetchInit } from "./content-key";
import { getFeed } from "./get-feed";

/** The footer's logo rows, licence HTML and copyright holder (GET /api/footercontent): its first entry. */
export async function getFooterContent(locale: UrlLocale, theme: ContentTheme, init: ServerFetchInit = {}) {
  const [footer] = await getFeed("/api/footercontent", "FooterFields", locale, theme, init);
  return footer ?? null;
}

export const footerContentQueryOptions = (locale: UrlLocale, theme: ContentTheme) =>
  queryOptions({
    queryKey: contentKey("footer", locale, theme),
    queryFn: ({ signal }) => getFooterContent(locale, theme, { signal }),
    staleTime: CONTENT_STALE_MS,
    // A theme switch keeps the old entries up until the new ones arrive: nothing flashes or jumps.
    placeholderData: keepPreviousData,
  });

export const useFooterContent = (locale: UrlLocale, theme: ContentTheme) =>
  useQuery(footerContentQueryOptions(locale, theme)).data ?? null;
