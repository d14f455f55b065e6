import { createHash } from "node:crypto";
import {
  CONTENT_FEEDS,
  CONTENT_FIELDS,
  ContentQuery,
  contentApi,
  contentListResponse,
  contentLocale,
  NavigationResponse,
  PageResponse,
  ReportI18nRequest,
} from "@casino/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { ipLimit } from "../../platform/http/rate-limit";
import { publicViewerOf, viewerOf } from "../../platform/viewer";
import type { Viewer } from "../account";
import type { ContentService } from "./content.service";

const tags = ["content"];
/** docs/product/content.md#caching: pages are cached for 300 seconds. */
const PAGE_MAX_AGE = 300;

/** X-Locale first (docs/product/content.md#caching), then the `locale` parameter, else en. */
const localeOf = (request: FastifyRequest, query: { locale?: string | undefined }) => {
  const header = request.headers["x-locale"];
  return contentLocale(typeof header === "string" ? header : undefined, query.locale);
};

/** The country the visitor browses from, as the edge (CDN, load balancer) tells it; null when it does not. */
function edgeCountry(request: FastifyRequest): string | null {
  for (const name of ["cf-ipcountry", "x-country"]) {
    const value = request.headers[name];
    if (typeof value === "string" && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

/**
 * Public content with a weak ETag of the body: a caller whose If-None-Match still matches gets 304 and no body.
 */
function cacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  maxAge: number,
): T | FastifyReply {
  const etag = `W/"${createHash("sha256").update(JSON.stringify(body)).digest("base64url").slice(0, 27)}"`;
  reply.header("cache-control", `max-age=${maxAge}`).header("etag", etag).header("vary", "X-Locale");
  const given = request.headers["if-none-match"];
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  if (given && (given.trim() === "*" || given.split(",").some((tag) => strip(tag) === strip(etag)))) {
    return reply.code(304).send();
  }
  return body;
}

/** The content endpoints: one handler over the table of feeds, plus pages, navigation and i18n reports. */
export const contentRoutes =
  (
    content: ContentService,
    options: { i18nReporting: boolean; currencyOf: (viewer: Viewer) => Promise<string> },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    for (const feed of CONTENT_FEEDS) {
      app.get(
        feed.path,
        {
          schema: {
            tags,
            summary: `${feed.type} entries for the caller (theme, targeting flags, X-Locale)`,
            querystring: ContentQuery,
            response: { 200: contentListResponse(CONTENT_FIELDS[feed.type]) },
          },
        },
        async (request, reply) => {
          // Targeted per session: never stored by a shared cache.
          reply.header("cache-control", "private, no-cache").header("vary", "X-Locale, Cookie, X-Session-Id");
          try {
            const locale = localeOf(request, request.query);
            // Money in the texts is in the viewer's currency: the player's wallet, else the guest's choice or country.
            const currency = await options.currencyOf(viewerOf(request, locale, request.query.currency));
            return await content.list(
              feed.type,
              locale,
              request.principal,
              request.query,
              currency,
              edgeCountry(request),
            );
          } catch (err) {
            // The app shows the feed's failure text (docs/product/content.md#messages); the cause stays in the log.
            request.log.error({ err, feed: feed.path }, "content feed failed");
            throw new AppError("UNAVAILABLE", 503, feed.failureMessage);
          }
        },
      );
    }

    app.get(
      contentApi.getPageAny.path,
      {
        schema: {
          tags,
          summary: "A CMS page by path or slug, with the footer data; cached 300 s (ETag, 304)",
          params: z.object({ "*": z.string() }),
          querystring: ContentQuery.pick({ locale: true, currency: true }),
          response: { 200: PageResponse },
        },
      },
      async (request, reply) => {
        const locale = localeOf(request, request.query);
        // Pages are shared by every visitor: their money follows the URL's `currency`, else the locale's.
        const currency = await options.currencyOf(publicViewerOf(locale, request.query.currency));
        const page = await content.page(request.params["*"], locale, currency);
        return cacheable(request, reply, page, PAGE_MAX_AGE);
      },
    );

    app.get(
      contentApi.getNavBySlug.path,
      {
        schema: {
          tags,
          summary: "A navigation menu (header, sidebar, footer, bottom-bar)",
          params: z.object({ slug: z.string().max(100) }),
          querystring: ContentQuery.pick({ locale: true }),
          response: { 200: NavigationResponse },
        },
      },
      async (request, reply) => {
        const navigation = await content.navigation(request.params.slug, localeOf(request, request.query));
        return cacheable(request, reply, navigation, PAGE_MAX_AGE);
      },
    );

    // Off by default: an open endpoint that writes to the database only when an operator wants the reports.
    if (!options.i18nReporting) return;
    app.post(
      contentApi.postReportI18n.path,
      {
        onRequest: ipLimit(app, "i18n-report", 120, 60_000),
        schema: {
          tags,
          summary: "Report a missing translation key (when I18N_REPORTING is on)",
          querystring: ContentQuery.pick({ locale: true }),
          body: ReportI18nRequest,
        },
      },
      async (request, reply) => {
        await content.reportMissingTranslation({ ...request.body, locale: localeOf(request, request.query) });
        return reply.code(204).send();
      },
    );
  };
