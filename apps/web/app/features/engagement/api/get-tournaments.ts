import { engagementApi, type TournamentStatus, type UrlLocale } from "@casino/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const TOURNAMENTS_KEY = ["engagement", "tournaments"] as const;

/** The tournaments list with its filter state (status, offset → currentPage). */
export const tournamentsQueryOptions = (
  filter: { status?: TournamentStatus; offset: number },
  locale: UrlLocale,
) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, "list", filter, locale],
    queryFn: ({ signal }) =>
      api(engagementApi.getTournaments, {
        signal,
        query: { status: filter.status, offset: filter.offset, limit: 12, language: locale, expand: "games" },
      }),
  });
export const useTournaments = (filter: { status?: TournamentStatus; offset: number }, locale: UrlLocale) =>
  useQuery(tournamentsQueryOptions(filter, locale));

export const tournamentQueryOptions = (id: string, locale: UrlLocale) =>
  queryOptions({
    queryKey: [...TOURNAMENTS_KEY, "one", id, locale],
    queryFn: ({ signal }) =>
      api(engagementApi.getTournamentsById, {
        params: { id },
        signal,
        query: { language: locale, expand: "games" },
      }),
  });
export const useTournament = (id: string, locale: UrlLocale) => useQuery(tournamentQueryOptions(id, locale));

/** The live leaderboard: refreshed every 5 s while the tournament runs. */
export const useLeaderboard = (id: string, live: boolean) =>
  useQuery({
    queryKey: [...TOURNAMENTS_KEY, "leaderboard", id],
    queryFn: ({ signal }) => api(engagementApi.getTournamentsLeaderboardById, { params: { id }, signal }),
    refetchInterval: live ? 5_000 : false,
  });

export const useJoinTournament = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(engagementApi.postTournamentsByIdJoin, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
  });
};
