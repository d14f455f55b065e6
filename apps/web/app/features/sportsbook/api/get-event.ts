import { sportsApi } from "@casino/contract";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { eventKey } from "./keys";

/** One event with every market; null when the book no longer has it (404). */
export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKey(eventId),
    queryFn: async ({ signal }) => {
      try {
        return await api(sportsApi.getSportsbookEventsById, { params: { id: eventId }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });

/** GET /api/sportsbook/events/{id}: the event page. */
export const useEvent = (eventId: string) => useQuery(eventQueryOptions(eventId));

/** The events behind the bet slip's selections, so the slip shows their current prices and market states. */
export const useSlipEvents = (eventIds: string[]) =>
  useQueries({ queries: eventIds.map((eventId) => eventQueryOptions(eventId)) });
