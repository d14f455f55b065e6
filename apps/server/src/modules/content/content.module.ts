import { defineModule } from "../../platform/module";
import { sharedSecret } from "../../platform/secrets";
import { contentRoutes } from "./content.routes";
import { type ContentService, createContentService } from "./content.service";
import { createEditorial } from "./editorial/editorial.service";
import { gameOfTheWeekAdminRoutes } from "./editorial/game-of-the-week.routes";
import { createGameOfTheWeekAdmin } from "./editorial/game-of-the-week.service";
import { verifyPreviewToken } from "./editorial/preview-token";
import { editorialRoutes } from "./editorial.routes";
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

/** The CMS: its service, the content API, editing for staff, and /sitemap.xml and /robots.txt. */
export const contentModule = defineModule({
  name: "content",
  needs: ["config", "db", "clock", "accounts", "bonus", "featuredEvent", "audit", "catalogue"],
  provides: ["content"],
  async register(app, { config, db, clock, accounts, bonus, featuredEvent, audit, catalogue }) {
    // Signs the editors' preview links; kept in the database so every process verifies them alike.
    const previewSecret = await sharedSecret(db, "content_preview", "cpv_");
    const content = createContentService({
      previewOf: (token) => verifyPreviewToken(previewSecret, token, clock.now()),
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
    const sanitize = { iframeHosts: config.CONTENT_IFRAME_HOSTS };
    await app.register(editorialRoutes(createEditorial({ db, clock, sanitize, previewSecret, audit })));
    // The game of the week of each coming week, set in the console's catalogue screen (decision 0206).
    const gameOfTheWeek = createGameOfTheWeekAdmin({
      db,
      clock,
      audit,
      gameName: async (slug) => {
        const game = await catalogue.game(slug);
        return game && game.slug === slug ? game.name : undefined;
      },
    });
    await app.register(gameOfTheWeekAdminRoutes(gameOfTheWeek));
    return { content };
  },
});
