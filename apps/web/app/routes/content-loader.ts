import type { UrlLocale } from "@casino/contract";
import type { LoaderFunctionArgs } from "react-router";
import type { Session } from "../features/auth/api/get-session";
import { COUNTRY_HEADERS, type ServerFetchInit } from "../features/content/api/content-key";
import { readTheme } from "../shell/preferences/theme";

/** Who the content is for, as part of the banner query key: it changes on login, logout and authenticate. */
export const audienceOf = (session: Session | null) =>
  session && !session.restricted ? `player:${session.userId}` : "guest";

/**
 * The visitor's country headers, to pass on to our API (a guest's money is in their country's currency): only the
 * ones it reads, and only a country code's shape.
 */
export function countryHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers.get(name)?.trim();
    if (value && /^[A-Za-z0-9]{2}$/.test(value)) headers[name] = value;
  }
  return headers;
}

/**
 * How a content route's loader reaches our own API for this visitor: origin, cookie (ours: the API is this same
 * site), country headers, theme and a timeout.
 */
export function contentInit({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const cookie = request.headers.get("cookie");
  const init: ServerFetchInit = {
    origin: context.apiOrigin ?? request.url,
    cookie,
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(5_000)]),
    country: countryHeaders(request),
  };
  return { init, theme: readTheme(cookie), origin: new URL(request.url).origin };
}

/** The locale of a route under /:locale (the layout has already sent other prefixes to 404). */
export const routeLocale = (locale: string | undefined) => (locale ?? "en") as UrlLocale;
