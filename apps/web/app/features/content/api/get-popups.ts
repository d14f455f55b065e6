import type { PopupFields, UrlLocale } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { CONTENT_STALE_MS, type ContentTheme, contentKey } from "./content-key";
import { type FeedMeta, getFeed } from "./get-feed";

export type Popup = z.infer<typeof PopupFields> & FeedMeta;

/** The popups for this visitor (GET /api/popups); `audience` in the key reloads them on login and logout. */
export const popupsQueryOptions = (locale: UrlLocale, theme: ContentTheme, audience: string) =>
  queryOptions({
    queryKey: contentKey("popups", locale, theme, audience),
    queryFn: ({ signal }) => getFeed("/api/popups", "PopupFields", locale, theme, { signal }),
    staleTime: CONTENT_STALE_MS,
  });

export const usePopups = (locale: UrlLocale, theme: ContentTheme, audience: string, enabled: boolean) =>
  useQuery({ ...popupsQueryOptions(locale, theme, audience), enabled }).data ?? [];
