import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";
import type { FeaturedEventLookup } from "./event-slides";
import { seoRoutes } from "./seo.routes";

/** Wires the CMS: its service, the content API, and /sitemap.xml and /robots.txt. */
export async function registerContent(
  app: FastifyInstance,
  deps: AppDeps,
  featuredEvent?: FeaturedEventLookup,
): Promise<ContentService> {
  const content = createContentService({
    db: deps.db,
    clock: deps.clock,
    rolesOf: deps.accounts.rolesOf,
    bonusCodesOf: deps.bonus.codesOf,
    iframeHosts: deps.config.CONTENT_IFRAME_HOSTS,
    ...(featuredEvent ? { featuredEvent } : {}),
  });
  await app.register(
    contentRoutes(content, {
      i18nReporting: deps.config.I18N_REPORTING,
      currencyOf: (viewer) => deps.accounts.viewerCurrency(viewer, deps.config.DEFAULT_COUNTRY),
    }),
  );
  await app.register(seoRoutes(content, deps.config.PUBLIC_URL));
  return content;
}
