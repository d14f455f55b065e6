import type { UrlLocale } from "@casino/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { CONTENT_STALE_MS, type ContentTheme, contentKey, type ServerFetchInit } from "./content-key";
import { getFeed } from "./get-feed";

/** The payment methods and their logos (GET /api/payment-method), for the footer's payment row. */
export const getPaymentMethods = (locale: UrlLocale, theme: ContentTheme, init: ServerFetchInit = {}) =>
  getFeed("/api/payment-method", "PaymentMethodFields", locale, theme, init);

export const paymentMethodsQueryOptions = (locale: UrlLocale, theme: ContentTheme) =>
  queryOptions({
    queryKey: contentKey("payment-methods", locale, theme),
    queryFn: ({ signal }) => getPaymentMethods(locale, theme, { signal }),
    staleTime: CONTENT_STALE_MS,
    // A theme switch keeps the old entries up until the new ones arrive: nothing flashes or jumps.
    placeholderData: keepPreviousData,
  });

export const usePaymentMethods = (locale: UrlLocale, theme: ContentTheme) =>
  useQuery(paymentMethodsQueryOptions(locale, theme)).data ?? [];
