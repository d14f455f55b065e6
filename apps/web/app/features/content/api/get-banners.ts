import type { BannerFields, UrlLocale } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { CONTENT_STALE_MS, type ContentTheme, contentKey, type ServerFetchInit } from "./content-key";
import { type FeedMeta, getFeed } from "./get-feed";

export type Banner = z.infer<typeof BannerFields> & FeedMeta;

/** The home carousel's slides (GET /api/bannersv2), targeted by the server from the session cookie. */
export const getBanners = (locale: UrlLocale, theme: ContentTheme, init: ServerFetchInit = {}) =>
  getFeed("/api/bannersv2", "BannerFields", locale, theme, init);

/**
 * `audience` names who is asking ("guest" or the player); it is part of the key, so the slides reload on login,
 * logout and authenticate (docs/product/content.md#feeds), when the server's targeting changes.
 */
export const bannersQueryOptions = (
  locale: UrlLocale,
  theme: ContentTheme,
  audience: string,
  preview?: string | undefined,
) =>
  queryOptions({
    queryKey: [...contentKey("banners", locale, theme, audience), preview ?? null],
    queryFn: ({ signal }) => getBanners(locale, theme, { signal, preview }),
    staleTime: CONTENT_STALE_MS,
    // The old slides stay up while the new audience's load, so login or logout never flashes an empty box.
    placeholderData: keepPreviousData,
  });

export const useBanners = (locale: UrlLocale, theme: ContentTheme, audience: string, preview?: string) =>
  useQuery(bannersQueryOptions(locale, theme, audience, preview));
