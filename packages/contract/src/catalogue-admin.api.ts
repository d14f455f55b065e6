import { route } from "./route";

/** Method and path of the catalogue back-office endpoints (permission catalogue.manage). */
export const catalogueAdminApi = {
  getAdminCatalogueGames: route("GET", "/api/admin/catalogue/games", "AdminCatalogueGamesResponse"),
  putAdminCatalogueGamesByIdAvailability: route(
    "PUT",
    "/api/admin/catalogue/games/:id/availability",
    "GameAvailabilityResponse",
  ),
  putAdminCatalogueGamesByIdFeatured: route(
    "PUT",
    "/api/admin/catalogue/games/:id/featured",
    "GameFeaturedRequest",
  ),
  getAdminCatalogueGroups: route("GET", "/api/admin/catalogue/groups", "AdminCatalogueGroupsResponse"),
  putAdminCatalogueGroupsOrder: route(
    "PUT",
    "/api/admin/catalogue/groups/order",
    "AdminCatalogueGroupsResponse",
  ),
} as const;

/** The back office's game-of-the-week calls. */
export const gameOfTheWeekAdminApi = {
  getAdminGameOfTheWeek: route("GET", "/api/admin/catalogue/game-of-the-week", "GameOfTheWeekAdminResponse"),
  putAdminGameOfTheWeek: route("PUT", "/api/admin/catalogue/game-of-the-week/:week", "GameOfTheWeekWeek"),
  deleteAdminGameOfTheWeek: route(
    "DELETE",
    "/api/admin/catalogue/game-of-the-week/:week",
    "GameOfTheWeekWeek",
  ),
} as const;
