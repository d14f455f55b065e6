import { engagementApi, GameOfTheWeekResponse, type UrlLocale } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";

/** The editors' game of the week, or null when none is published (the banner then stays away). */
export const useGameOfTheWeek = (locale: UrlLocale) =>
  useQuery({
    queryKey: ["engagement", "game-of-the-week", locale],
    queryFn: async ({ signal }) => {
      try {
        return await api(engagementApi.getGameOfTheWeek, GameOfTheWeekResponse, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
