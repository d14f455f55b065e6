import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { visitorHeaders } from "../features/casino/api/server-init";
import { type QuerySeed, useSeedQueries } from "../features/content/api/load-shell-content";
import { eventsQueryOptions, firstEventsPage, getEventsPage } from "../features/sportsbook/api/get-events";
import { getSportsMenu, menuQueryOptions } from "../features/sportsbook/api/get-menu";
import { homeEventsFilter, SportsHome } from "../features/sportsbook/components/sports-home";
import { pageMeta } from "../shell/page-meta";
import { contentInit, routeLocale } from "./content-loader";

export const meta = pageMeta("sports");

/**
 * The first screen of /sports from the server: the sports menu and the first page of the URL's events, seeded into
 * the query cache, so the HTML holds the events and their prices and hydration fetches nothing (issue 21: the list
 * used to be built after hydration, the longest task of the page on a phone). A failed call is left to the browser
 * to retry; it never fails the page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { init } = contentInit({ request, context });
  const server = {
    origin: init.origin,
    signal: init.signal,
    headers: { "x-locale": routeLocale(params.locale), ...visitorHeaders(request) },
  };
  const filter = homeEventsFilter(new URL(request.url).searchParams);
  const [menu, events] = await Promise.all([
    getSportsMenu(server).catch(() => null),
    getEventsPage(filter, 0, server).catch(() => null),
  ]);
  const seeds: QuerySeed[] = [
    ...(menu ? [{ key: menuQueryOptions().queryKey, data: menu }] : []),
    ...(events ? [{ key: eventsQueryOptions(filter).queryKey, data: firstEventsPage(events) }] : []),
  ];
  return { seeds };
}

/**
 * In the browser, moving to /sports or between its filters asks the server for nothing first: the page shows at
 * once from the query cache (kept live by the odds stream) or with its skeletons while the list loads.
 */
export function clientLoader(): { seeds: QuerySeed[] } {
  return { seeds: [] };
}

/** /{locale}/sports: sports, competitions and events with their main prices (`?sport=&competition=&date=`). */
export default function SportsPage() {
  const { seeds } = useLoaderData<typeof loader>();
  useSeedQueries(seeds);
  return <SportsHome />;
}
