import { isUrlLocale, type UrlLocale } from "@casino/contract";
import type { FastifyRequest } from "fastify";

/** The locale of generated names: X-Locale, else ?locale, else the session's, else en (en-CA is en-ca). */
export function sportsbookLocale(request: FastifyRequest): UrlLocale {
  const header = request.headers["x-locale"];
  const query = (request.query as { locale?: unknown } | undefined)?.locale;
  for (const candidate of [header, query, request.principal?.locale]) {
    const value = typeof candidate === "string" ? candidate.trim().toLowerCase() : undefined;
    if (isUrlLocale(value)) return value;
  }
  return "en";
}
