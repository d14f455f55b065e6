import { isUrlLocale, type UrlLocale } from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "./config";

/** What services need to know about the request they serve, without depending on HTTP types. */
export interface RequestContext {
  /** The site origin that links in e-mails point to. */
  origin: string;
  /** The locale for texts and e-mails: X-Locale, else the session's, else en. */
  locale: UrlLocale;
  /** The X-Locale header alone, when it named a supported locale (mails to a known player else use theirs). */
  requestedLocale: UrlLocale | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The origin for links sent by e-mail: PUBLIC_URL when configured, else the request's own origin. Production
 * should set PUBLIC_URL, so that a forged Host header cannot point a reset link at someone else's site.
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, "PUBLIC_URL">): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

/** The X-Locale header when it names a supported locale, else the session's locale, else en. */
export function requestLocale(request: FastifyRequest): UrlLocale {
  const sessionLocale = request.principal?.locale;
  return headerLocale(request) ?? (isUrlLocale(sessionLocale) ? sessionLocale : "en");
}

/** The X-Locale header when it names a supported locale, else null (the caller picks its own default). */
export function headerLocale(request: FastifyRequest): UrlLocale | null {
  const header = request.headers["x-locale"];
  const wanted = typeof header === "string" ? header.trim().toLowerCase() : undefined;
  return isUrlLocale(wanted) ? wanted : null;
}

/** Origin, locale, IP and user agent of a request, for services. */
export function requestContext(request: FastifyRequest, config: Pick<Config, "PUBLIC_URL">): RequestContext {
  const agent = request.headers["user-agent"];
  return {
    origin: requestOrigin(request, config),
    locale: requestLocale(request),
    requestedLocale: headerLocale(request),
    ip: request.ip || null,
    userAgent: typeof agent === "string" ? agent.slice(0, 300) : null,
  };
}
