import { z } from "zod";

/** An ISO 3166-1 alpha-2 country code, upper case (what the visitor-country headers carry). */
const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase());

/** One game as the catalogue screen lists it (docs/product/back-office.md#catalogue). */
export const AdminCatalogueGame = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  vendor: z.string(),
  /** Shown in the lobby's featured (highlighted) row. */
  featured: z.boolean(),
  /** Countries where the game is switched off: gone from the lobby, search and game page, no rounds. */
  disabledCountries: z.array(z.string()),
});
export type AdminCatalogueGame = z.infer<typeof AdminCatalogueGame>;

/** GET /api/admin/catalogue/games?search=: the games by lobby order (at most 200). */
export const AdminCatalogueGamesQuery = z.object({ search: z.string().max(100).optional() });
export const AdminCatalogueGamesResponse = z.object({ items: z.array(AdminCatalogueGame) });
export type AdminCatalogueGamesResponse = z.infer<typeof AdminCatalogueGamesResponse>;

export const AdminCatalogueGameParams = z.object({ id: z.string().min(1).max(100) });

/** PUT /api/admin/catalogue/games/{id}/availability: switch a game on or off in one country. */
export const GameAvailabilityRequest = z.object({ country: CountryCode, enabled: z.boolean() });
export type GameAvailabilityRequest = z.input<typeof GameAvailabilityRequest>;

/** The countries a game is switched off in after a change of its availability. */
export const GameAvailabilityResponse = z.object({ disabledCountries: z.array(z.string()) });
export type GameAvailabilityResponse = z.infer<typeof GameAvailabilityResponse>;

/** PUT /api/admin/catalogue/games/{id}/featured: put a game in the lobby's featured row or take it out. */
export const GameFeaturedRequest = z.object({ featured: z.boolean() });
export type GameFeaturedRequest = z.infer<typeof GameFeaturedRequest>;

/** One lobby group (a row of the lobby) of a source, in display order. */
export const AdminCatalogueGroup = z.object({ id: z.string(), name: z.string(), position: z.number().int() });
export type AdminCatalogueGroup = z.infer<typeof AdminCatalogueGroup>;

export const AdminCatalogueGroupsQuery = z.object({ source: z.string().min(1).max(50).default("casino") });
export const AdminCatalogueGroupsResponse = z.object({ items: z.array(AdminCatalogueGroup) });
export type AdminCatalogueGroupsResponse = z.infer<typeof AdminCatalogueGroupsResponse>;

/** PUT /api/admin/catalogue/groups/order: every group of the source, in the new order. */
export const GroupOrderRequest = z.object({
  source: z.string().min(1).max(50),
  ids: z.array(z.string().min(1).max(100)).min(1).max(200),
});
export type GroupOrderRequest = z.infer<typeof GroupOrderRequest>;

/**
 * The game of the week's texts in one locale (docs/product/back-office.md#catalogue): the banner's headline and its
 * sentence.
 */
export const GameOfTheWeekTexts = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(400),
});
export type GameOfTheWeekTexts = z.infer<typeof GameOfTheWeekTexts>;

/** A week of the game of the week: named by its Monday on the Europe/Amsterdam calendar (YYYY-MM-DD). */
export const GameOfTheWeekParams = z.object({ week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * PUT /api/admin/catalogue/game-of-the-week/{week}: the pick of one week (this one or one of the next seven). English
 * and German texts are required; Canadian English is only given where it differs from English (else English shows).
 */
export const GameOfTheWeekRequest = z.object({
  /** The game's slug in the catalogue (an unknown game is 404 GAME_NOT_FOUND). */
  gameSlug: z.string().trim().min(1).max(80),
  /** Loyalty points multiplier on real-money rounds of the game during its week. */
  pointsBoost: z.number().int().min(1).max(10).default(2),
  en: GameOfTheWeekTexts,
  de: GameOfTheWeekTexts,
  "en-ca": GameOfTheWeekTexts.nullable().optional(),
});
export type GameOfTheWeekRequest = z.input<typeof GameOfTheWeekRequest>;

/** One week's pick as the console shows it. */
export const GameOfTheWeekSchedule = z.object({
  gameSlug: z.string(),
  /** The game's catalogue name (empty if the game has gone from the catalogue since). */
  gameName: z.string(),
  pointsBoost: z.number(),
  en: GameOfTheWeekTexts,
  de: GameOfTheWeekTexts,
  /** Null: Canadian English shows the English texts. */
  "en-ca": GameOfTheWeekTexts.nullable(),
});
export type GameOfTheWeekSchedule = z.infer<typeof GameOfTheWeekSchedule>;

/** A week from Monday 00:00 to the next Monday 00:00 (Europe/Amsterdam), with its pick if one is scheduled. */
export const GameOfTheWeekWeek = z.object({
  /** The Monday (YYYY-MM-DD), the week's key. */
  week: z.string(),
  from: z.string(),
  to: z.string(),
  pick: GameOfTheWeekSchedule.nullable(),
});
export type GameOfTheWeekWeek = z.infer<typeof GameOfTheWeekWeek>;

/**
 * GET /api/admin/catalogue/game-of-the-week: this week and the next seven. A week without a pick shows the standing
 * pick (a content entry without a week, `standing`), if any.
 */
export const GameOfTheWeekAdminResponse = z.object({
  weeks: z.array(GameOfTheWeekWeek),
  standing: z.object({ gameSlug: z.string(), title: z.string() }).nullable(),
});
export type GameOfTheWeekAdminResponse = z.infer<typeof GameOfTheWeekAdminResponse>;
