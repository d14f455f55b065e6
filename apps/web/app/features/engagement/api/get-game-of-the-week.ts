import { engagementApi, type UrlLocale } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";

export const gameOfTheWeekKey = (locale: UrlLocale) => ["engagement", "game-of-the-week", locale] as const;

/**
 * The editors' game of the week, or null when none is published (the banner then stays away). On the server (a
 * route loader) `origin` is this process's loopback address and `locale` the page's.
 */
export async function getGameOfTheWeek(
  server: {
    origin?: string | undefined;
    signal?: AbortSignal | undefined;
    locale?: UrlLocale;
    /** The visitor's country headers (a game switched off there is no pick). */
    headers?: Record<string, string> | undefined;
  } = {},
) {
  try {
    return await api(engagementApi.getGameOfTheWeek, {
      origin: server.origin,
      signal: server.signal,
      headers: {
        ...server.headers,
        ...(server.locale && server.origin ? { "x-locale": server.locale } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useGameOfTheWeek = (locale: UrlLocale) =>
  useQuery({
    queryKey: gameOfTheWeekKey(locale),
    queryFn: ({ signal }) => getGameOfTheWeek({ signal }),
    staleTime: 5 * 60_000,
  });
