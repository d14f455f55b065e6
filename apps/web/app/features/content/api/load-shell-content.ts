import type { UrlLocale } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ContentTheme, ServerFetchInit } from "./content-key";
import { footerContentQueryOptions, getFooterContent } from "./get-footer-content";
import { getNavigation, NAV_SLUGS, navigationQueryOptions } from "./get-navigation";
import { getPaymentMethods, paymentMethodsQueryOptions } from "./get-payment-methods";

/** A query result found by a loader, to be put in the browser's cache under its key. */
export interface QuerySeed {
  key: readonly unknown[];
  data: unknown;
}

/**
 * Server side, in the locale layout's loader: the menus and the footer, so the first paint has them. A failed
 * call is left out (the browser tries again, and the shell falls back to its built-in menus); it never fails the
 * page.
 */
export async function loadShellContent(
  locale: UrlLocale,
  theme: ContentTheme,
  init: ServerFetchInit,
): Promise<QuerySeed[]> {
  const jobs: Array<[readonly unknown[], () => Promise<unknown>]> = [
    ...NAV_SLUGS.map(
      (slug) =>
        [navigationQueryOptions(slug, locale, theme).queryKey, () => getNavigation(slug, locale, init)] as [
          readonly unknown[],
          () => Promise<unknown>,
        ],
    ),
    [footerContentQueryOptions(locale, theme).queryKey, () => getFooterContent(locale, theme, init)],
    [paymentMethodsQueryOptions(locale, theme).queryKey, () => getPaymentMethods(locale, theme, init)],
  ];
  const results = await Promise.allSettled(jobs.map(([, load]) => load()));
  return results.flatMap((result, index) => {
    const key = jobs[index]?.[0];
    if (result.status === "fulfilled" && key) return [{ key, data: result.value }];
    console.warn("Shell content could not be loaded", key, result.status === "rejected" ? result.reason : "");
    return [];
  });
}

/** Puts what the loader found into the query cache before the shell reads it (server render and hydration). */
export function useSeedQueries(seeds: QuerySeed[]): void {
  const client = useQueryClient();
  useMemo(() => {
    for (const seed of seeds) client.setQueryData(seed.key, seed.data);
  }, [client, seeds]);
}
