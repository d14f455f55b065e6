import { z } from "zod";
import { route } from "./route";

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

/** Method and path of the catalogue back-office endpoints (permission catalogue.manage). */
export const catalogueAdminApi = {
  getAdminCatalogueGames: route("GET", "/api/admin/catalogue/games"),
  putAdminCatalogueGamesByIdAvailability: route("PUT", "/api/admin/catalogue/games/:id/availability"),
  putAdminCatalogueGamesByIdFeatured: route("PUT", "/api/admin/catalogue/games/:id/featured"),
  getAdminCatalogueGroups: route("GET", "/api/admin/catalogue/groups"),
  putAdminCatalogueGroupsOrder: route("PUT", "/api/admin/catalogue/groups/order"),
} as const;
