import { insertMissingContent, upgradeSeededTexts } from "../../../modules/content";
import type { Db } from "../../../platform/db";
import { BANNERS } from "./banners";
import { DYNAMIC_MEDIA } from "./dynamic-media";
import { FOOTER, PAYMENT_METHODS } from "./footer";
import { GAME_OF_THE_WEEK } from "./game-of-the-week";
import { LEGACY_MONEY_TEXTS } from "./legacy-money-texts";
import { LEGACY_UNTRUE_TEXTS } from "./legacy-untrue-texts";
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

/**
 * Inserts the base content that is missing (idempotent; an operator's edits are never overwritten), then upgrades
 * the money texts of databases seeded before the `{{money:N}}` placeholders.
 */
export async function seedBaseContent(db: Db): Promise<number> {
  const inserted = await insertMissingContent(db, BASE_CONTENT.flatMap(expand));
  await upgradeMoneyTexts(db);
  return inserted;
}

/**
 * Databases seeded before money in content was a `{{money:N}}` placeholder still hold "€200" (and "CA$200" in
 * Canadian English), which a GBP player would read as euros, and slides that promised dealers and markets we do not
 * have: every field that holds exactly what an earlier seed wrote gets today's text; an operator's edit is left
 * alone. Runs at every start; idempotent.
 */
export function upgradeMoneyTexts(db: Db): Promise<number> {
  return upgradeSeededTexts(db, [...BASE_CONTENT, ...DEMO_CONTENT].flatMap(expand), [
    ...LEGACY_MONEY_TEXTS,
    ...LEGACY_UNTRUE_TEXTS,
  ]);
}

/** Inserts the demo marketing content that is missing (idempotent). */
export async function seedDemoContent(db: Db): Promise<number> {
  return insertMissingContent(db, DEMO_CONTENT.flatMap(expand));
}
