import { defineModule } from "../../platform/module";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";
import type { FeaturedEventLookup } from "./event-slides";
import { seoRoutes } from "./seo.routes";

declare module "../../platform/module" {
  interface Ports {
    /** The CMS (engagement reads the game of the week from it). */
    content: ContentService;
    /** The sports event a content slide shows (the sportsbook answers). */
    featuredEvent: FeaturedEventLookup;
  }
}

/** The CMS: its service, the content API, and /sitemap.xml and /robots.txt. */
export const contentModule = defineModule({
  name: "content",
  needs: ["config", "db", "clock", "accounts", "bonus", "featuredEvent"],
  provides: ["content"],
  async register(app, { config, db, clock, accounts, bonus, featuredEvent }) {
    const content = createContentService({
      db,
      clock,
      rolesOf: accounts.rolesOf,
      bonusCodesOf: bonus.codesOf,
      iframeHosts: config.CONTENT_IFRAME_HOSTS,
      featuredEvent,
    });
    await app.register(
      contentRoutes(content, {
        i18nReporting: config.I18N_REPORTING,
        currencyOf: (viewer) => accounts.viewerCurrency(viewer, config.DEFAULT_COUNTRY),
      }),
    );
    await app.register(seoRoutes(content, config.PUBLIC_URL));
    return { content };
  },
});
