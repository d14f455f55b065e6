import { catalogueAdminApi, type GameOfTheWeekRequest, gameOfTheWeekAdminApi } from "@casino/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { OPERATOR_KEY } from "../api/keys";

const CATALOGUE_KEY = [...OPERATOR_KEY, "catalogue"] as const;
const GAMES_KEY = [...CATALOGUE_KEY, "games"] as const;
const GROUPS_KEY = [...CATALOGUE_KEY, "groups"] as const;

/** The lobby whose rows the screen orders (the casino lobby's groups). */
export const LOBBY_SOURCE = "casino";

/** GET /api/admin/catalogue/games?search=: the games with their featured flag and switched-off countries. */
export const catalogueGamesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, search],
    queryFn: ({ signal }) =>
      api(catalogueAdminApi.getAdminCatalogueGames, {
        query: { search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useCatalogueGames = (search: string) => useQuery(catalogueGamesQueryOptions(search));

/** GET /api/admin/catalogue/groups: the lobby's rows in display order. */
export const useCatalogueGroups = () =>
  useQuery({
    queryKey: GROUPS_KEY,
    queryFn: ({ signal }) =>
      api(catalogueAdminApi.getAdminCatalogueGroups, {
        query: { source: LOBBY_SOURCE },
        signal,
      }),
    retry: false,
  });

/** PUT …/games/{id}/availability: switches a game on or off in one country. */
export const setAvailability = ({
  id,
  country,
  enabled,
}: {
  id: string;
  country: string;
  enabled: boolean;
}) =>
  api(catalogueAdminApi.putAdminCatalogueGamesByIdAvailability, {
    params: { id },
    body: { country, enabled },
  });

/** PUT …/games/{id}/featured: the lobby's featured row. */
export const setFeatured = ({ id, featured }: { id: string; featured: boolean }) =>
  api(catalogueAdminApi.putAdminCatalogueGamesByIdFeatured, {
    params: { id },
    body: { featured },
  });

/** PUT …/groups/order: every row of the lobby, in the new order. */
export const orderGroups = (ids: string[]) =>
  api(catalogueAdminApi.putAdminCatalogueGroupsOrder, {
    body: { source: LOBBY_SOURCE, ids },
  });

const useCatalogueMutation = <A, R>(mutationFn: (args: A) => Promise<R>, key: readonly unknown[]) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useSetAvailability = () => useCatalogueMutation(setAvailability, GAMES_KEY);
export const useSetFeatured = () => useCatalogueMutation(setFeatured, GAMES_KEY);
export const useOrderGroups = () => useCatalogueMutation(orderGroups, GROUPS_KEY);

const GAME_OF_THE_WEEK_KEY = [...CATALOGUE_KEY, "game-of-the-week"] as const;

/** GET /api/admin/catalogue/game-of-the-week: this week and the next seven with their picks. */
export const useGameOfTheWeekWeeks = () =>
  useQuery({
    queryKey: GAME_OF_THE_WEEK_KEY,
    queryFn: ({ signal }) => api(gameOfTheWeekAdminApi.getAdminGameOfTheWeek, { signal }),
    retry: false,
  });

/** PUT …/game-of-the-week/{week}: one week's pick. */
export const setGameOfTheWeek = ({ week, body }: { week: string; body: GameOfTheWeekRequest }) =>
  api(gameOfTheWeekAdminApi.putAdminGameOfTheWeek, { params: { week }, body });

/** DELETE …/game-of-the-week/{week}: the week goes back to the standing pick. */
export const clearGameOfTheWeek = (week: string) =>
  api(gameOfTheWeekAdminApi.deleteAdminGameOfTheWeek, { params: { week } });

export const useSetGameOfTheWeek = () => useCatalogueMutation(setGameOfTheWeek, GAME_OF_THE_WEEK_KEY);
export const useClearGameOfTheWeek = () => useCatalogueMutation(clearGameOfTheWeek, GAME_OF_THE_WEEK_KEY);
