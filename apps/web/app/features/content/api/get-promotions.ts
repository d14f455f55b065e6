import type { PromotionFields, UrlLocale } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { CONTENT_STALE_MS, type ContentTheme, contentKey, type ServerFetchInit } from "./content-key";
import { type FeedMeta, getFeed } from "./get-feed";

export type Promotion = z.infer<typeof PromotionFields> & FeedMeta;

/** The promotions (GET /api/promotions), for the list, the home teaser and the detail page. */
export const getPromotions = (locale: UrlLocale, theme: ContentTheme, init: ServerFetchInit = {}) =>
  getFeed("/api/promotions", "PromotionFields", locale, theme, init);

export const promotionsQueryOptions = (locale: UrlLocale, theme: ContentTheme) =>
  queryOptions({
    queryKey: contentKey("promotions", locale, theme),
    queryFn: ({ signal }) => getPromotions(locale, theme, { signal }),
    staleTime: CONTENT_STALE_MS,
    // A theme switch keeps the old entries up until the new ones arrive: nothing flashes or jumps.
    placeholderData: keepPreviousData,
  });

export const usePromotions = (locale: UrlLocale, theme: ContentTheme) =>
  useQuery(promotionsQueryOptions(locale, theme));
