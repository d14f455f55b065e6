import { type Sport, sportsApi } from "@casino/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type ApiRequest, api } from "../../../lib/api-client";
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

/** How a loader on the server reaches the API: its origin, the page's language and the visitor's country headers. */
export type SportsServerInit = Pick<ApiRequest, "origin" | "signal" | "headers">;

/** A page of events of `filter` from `offset`: from the browser, or from a loader with `init`. */
export const getEventsPage = (filter: EventsFilter, offset: number, init: SportsServerInit = {}) =>
  api(sportsApi.getSportsbookEvents, { ...init, query: { ...filter, offset, limit: EVENTS_PAGE } });

export type EventsPage = Awaited<ReturnType<typeof getEventsPage>>;

/** The query cache's entry for a list whose first page a loader fetched. */
export const firstEventsPage = (page: EventsPage) => ({ pages: [page], pageParams: [0] });

export const eventsQueryOptions = (filter: EventsFilter) =>
  infiniteQueryOptions({
    queryKey: [...EVENTS_KEY, filter],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getEventsPage(filter, pageParam, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.events.length, 0);
      return loaded < last.total && last.events.length > 0 ? loaded : undefined;
    },
    staleTime: 30_000,
  });

/** GET /api/sportsbook/events: events by sport, competition, day and status, a page at a time. */
export const useEvents = (filter: EventsFilter) => useInfiniteQuery(eventsQueryOptions(filter));
