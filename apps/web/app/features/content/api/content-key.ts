import type { UrlLocale } from "@casino/contract";
import { readDisplayCurrency } from "../../../lib/shell-state/layout-data";

/** The site theme the content is asked for (content may target one theme). */
export type ContentTheme = "dark" | "light";

/**
 * Query key of a content call. Locale and theme are part of it, so content reloads when either changes
 * (docs/product/content.md#feeds).
 */
export const contentKey = (
  kind: string,
  locale: UrlLocale,
  theme: ContentTheme,
  ...rest: readonly unknown[]
) => ["content", kind, locale, theme, ...rest] as const;

/**
 * Content changes rarely; the server caches pages for 300 s (docs/product/content.md#caching), so the app does too.
 */
export const CONTENT_STALE_MS = 300_000;

/**
 * The visitor-country headers the edge (a CDN or proxy) sets on the visitor's request, which our API reads for a
 * guest's currency (server platform/viewer.ts): a loader passes them on, so the server's HTML shows the money a
 * hydrated page would fetch.
 */
export const COUNTRY_HEADERS = ["cf-ipcountry", "x-country"] as const;

/** Where a server-side loader reaches our own API, with the visitor's cookie for targeting. */
export interface ServerFetchInit {
  origin?: string;
  cookie?: string | null;
  signal?: AbortSignal;
  /** The visitor's country headers (COUNTRY_HEADERS) as the edge sent them to this server. */
  country?: Record<string, string>;
  /** An editor's signed preview token (docs/product/content.md#editing): the feed shows that draft in place. */
  preview?: string | undefined;
}

/**
 * The guest's chosen display currency, sent with content calls so money in the texts is shown in it (a player's
 * is their wallet's, which the server takes from the session): the forwarded cookie in a loader, the browser's
 * cookie otherwise. Undefined when none was chosen (the server then uses the visitor's country or locale).
 */
function displayCurrency(init: ServerFetchInit): string | undefined {
  const cookie = init.origin ? init.cookie : typeof document === "undefined" ? null : document.cookie;
  return readDisplayCurrency(cookie) ?? undefined;
}

/** The URL, headers and currency of a content call made from a loader (absolute, cookie forwarded) or the browser. */
export function contentRequest(path: string, locale: UrlLocale, init: ServerFetchInit = {}) {
  const url = init.origin ? new URL(path, init.origin).toString() : path;
  const headers: Record<string, string> = { "x-locale": locale };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) Object.assign(headers, init.country);
  return { url, headers, currency: displayCurrency(init) };
}
