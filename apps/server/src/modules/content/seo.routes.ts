import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ContentService } from "./content.service";
import { buildRobots, buildSitemap, MAIN_ROUTES } from "./sitemap";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The public origin: PUBLIC_URL when configured (production), else the request's own. An unusual Host header
 * is not echoed into the documents (a cache in front could otherwise keep a forged origin).
 */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, "");
  const host = HOST.test(request.host) ? request.host : "localhost";
  return `${request.protocol}://${host}`;
}

/** /sitemap.xml and /robots.txt, registered before the web app's catch-all so they are not rendered as pages. */
export const seoRoutes =
  (content: ContentService, publicUrl: string | undefined): FastifyPluginAsync =>
  async (app) => {
    app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(buildRobots(originOf(request, publicUrl))),
    );

    app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
      const pages = await content.sitemapPages();
      const paths = [
        ...MAIN_ROUTES.map((path) => ({ path })),
        ...pages.flatMap((row) => (row.path ? [{ path: row.path, lastModified: row.updatedAt }] : [])),
      ];
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(buildSitemap(originOf(request, publicUrl), paths));
    });
  };
