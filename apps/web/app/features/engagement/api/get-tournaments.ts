import {
  LeaderboardResponse,
  type TournamentStatus,
  TournamentsResponse,
  TournamentView,
  type UrlLocale,
} from "@casino/contract";
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
      api("/api/tournaments", TournamentsResponse, {
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
      api(`/api/tournaments/${encodeURIComponent(id)}`, TournamentView, {
        signal,
        query: { language: locale, expand: "games" },
      }),
  });
export const useTournament = (id: string, locale: UrlLocale) => useQuery(tournamentQueryOptions(id, locale));

/** The live leaderboard: refreshed every 5 s while the tournament runs. */
export const useLeaderboard = (id: string, live: boolean) =>
  useQuery({
    queryKey: [...TOURNAMENTS_KEY, "leaderboard", id],
    queryFn: ({ signal }) =>
      api(`/api/tournaments/leaderboard/${encodeURIComponent(id)}`, LeaderboardResponse, { signal }),
    refetchInterval: live ? 5_000 : false,
  });

export const useJoinTournament = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/tournaments/${encodeURIComponent(id)}/join`, TournamentView, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_KEY }),
  });
};
