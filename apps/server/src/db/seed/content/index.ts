import { insertMissingContent } from "../../../modules/content";
import type { Db } from "../../../platform/db";
import { BANNERS } from "./banners";
import { DYNAMIC_MEDIA } from "./dynamic-media";
import { FOOTER, PAYMENT_METHODS } from "./footer";
import { GAME_OF_THE_WEEK } from "./game-of-the-week";
import { NAVIGATION } from "./navigation";
import { HELP_PAGES } from "./pages-help";
import { LOBBY_PAGES } from "./pages-lobby";
import { PRIVACY_PAGES } from "./pages-privacy";
import { RULES_PAGES } from "./pages-rules-ro";
import { TERMS_PAGES } from "./pages-terms";
import { POPUPS } from "./popups";
import { PROMOTION_EXTRAS } from "./promotion-extras";
import { CASINO_PROMOTIONS } from "./promotions-casino";
import { MORE_PROMOTIONS } from "./promotions-more";
import { REGISTRATION_CONTENT } from "./registration";
import { expand } from "./seed-entry";

/**
 * Content the site cannot work without: navigation, footer, payment methods, sign-up texts and every page
 * (lobby SEO texts, legal and help pages, the Romanian rules). Part of the always-on base data.
 */
export const BASE_CONTENT = [
  ...NAVIGATION,
  ...FOOTER,
  ...PAYMENT_METHODS,
  ...DYNAMIC_MEDIA,
  ...REGISTRATION_CONTENT,
  ...LOBBY_PAGES,
  ...TERMS_PAGES,
  ...PRIVACY_PAGES,
  ...HELP_PAGES,
  ...RULES_PAGES,
];

/** Marketing content an operator writes for their own campaigns: banners, promotions, popups. Demo data only. */
export const DEMO_CONTENT = [
  ...BANNERS,
  ...CASINO_PROMOTIONS,
  ...MORE_PROMOTIONS,
  ...PROMOTION_EXTRAS,
  ...POPUPS,
  ...GAME_OF_THE_WEEK,
];

/** Inserts the base content that is missing (idempotent; an operator's edits are never overwritten). */
export async function seedBaseContent(db: Db): Promise<number> {
  return insertMissingContent(db, BASE_CONTENT.flatMap(expand));
}

/** Inserts the demo marketing content that is missing (idempotent). */
export async function seedDemoContent(db: Db): Promise<number> {
  return insertMissingContent(db, DEMO_CONTENT.flatMap(expand));
}
