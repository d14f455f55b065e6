import { contentApi, type NavigationItem, pathOf, type UrlLocale } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  CONTENT_STALE_MS,
  type ContentTheme,
  contentKey,
  contentRequest,
  type ServerFetchInit,
} from "./content-key";

/** The CMS menus (GET /api/nav/{slug}). */
export const NAV_SLUGS = ["header", "sidebar", "footer", "bottom-bar"] as const;
export type NavSlug = (typeof NAV_SLUGS)[number];

/** One menu's items. */
export async function getNavigation(
  slug: NavSlug,
  locale: UrlLocale,
  init: ServerFetchInit = {},
): Promise<NavigationItem[]> {
  const { headers } = contentRequest(pathOf(contentApi.getNavBySlug, { slug }), locale, init);
  const response = await api(contentApi.getNavBySlug, {
    params: { slug },
    origin: init.origin,
    headers,
    query: { locale },
    signal: init.signal,
  });
  return response.data.items;
}

export const navigationQueryOptions = (slug: NavSlug, locale: UrlLocale, theme: ContentTheme) =>
  queryOptions({
    queryKey: contentKey("nav", locale, theme, slug),
    queryFn: ({ signal }) => getNavigation(slug, locale, { signal }),
    staleTime: CONTENT_STALE_MS,
    // A theme switch keeps the old entries up until the new ones arrive: nothing flashes or jumps.
    placeholderData: keepPreviousData,
    retry: 1,
  });

/** A menu: the CMS items, or null until they arrive or when they cannot be fetched. */
export function useNavigation(
  slug: NavSlug,
  locale: UrlLocale,
  theme: ContentTheme,
): NavigationItem[] | null {
  return useQuery(navigationQueryOptions(slug, locale, theme)).data ?? null;
}
