import { type Sport, sportsApi } from "@casino/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { EVENTS_KEY } from "./keys";

export interface EventsFilter {
  sport?: Sport | undefined;
  competitionId?: string | undefined;
  /** An Amsterdam calendar day, YYYY-MM-DD. */
  date?: string | undefined;
  status: "upcoming" | "live" | "all";
}

/**
 * Events a page of the list shows; "More events" fetches the next. A phone's screen holds five or six rows, and each
 * row is a dozen components to render: 20 fill three screens at a third of the work of 60 (issue 21's blocking time
 * on /en/sports).
 */
export const EVENTS_PAGE = 20;

export const eventsQueryOptions = (filter: EventsFilter) =>
  infiniteQueryOptions({
    queryKey: [...EVENTS_KEY, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api(sportsApi.getSportsbookEvents, {
        signal,
        query: { ...filter, offset: pageParam, limit: EVENTS_PAGE },
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.events.length, 0);
      return loaded < last.total && last.events.length > 0 ? loaded : undefined;
    },
    staleTime: 30_000,
  });

/** GET /api/sportsbook/events: events by sport, competition, day and status, a page at a time. */
export const useEvents = (filter: EventsFilter) => useInfiniteQuery(eventsQueryOptions(filter));
