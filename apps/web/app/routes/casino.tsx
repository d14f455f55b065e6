import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { getHighlighted, HIGHLIGHTED_KEY } from "../features/casino/api/get-feeds";
import { firstPageData, gamesQueryOptions, getGames } from "../features/casino/api/get-games";
import { getVendors, VENDORS_KEY } from "../features/casino/api/get-vendors";
import { visitorHeaders } from "../features/casino/api/server-init";
import { CasinoLobby } from "../features/casino/components/casino-lobby";
import { getPage } from "../features/content/api/get-page";
import { type QuerySeed, useSeedQueries } from "../features/content/api/load-shell-content";
import { gameOfTheWeekKey, getGameOfTheWeek } from "../features/engagement/api/get-game-of-the-week";
import { getJackpot, JACKPOT_KEY } from "../features/engagement/api/get-jackpot";
import { GameOfTheWeekBanner } from "../features/engagement/components/game-of-the-week";
import { JackpotCard } from "../features/engagement/components/jackpot-card";
import { pageMeta, seoMeta } from "../shell/page-meta";
import { contentInit, routeLocale } from "./content-loader";

/**
 * The lobby's first screen from the server: the CMS page (title, description, footer SEO text), the first page of
 * games, the highlighted games, the providers, the jackpot and the game of the week, seeded into the query cache so the HTML already has the tiles
 * and hydration fetches nothing twice. A failed call is left to the browser to retry; it never fails the page.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params.locale);
  // The live casino used to be a query of this page; it has its own (CasinoLivePage).
  if (new URL(request.url).searchParams.get("category") === "live") throw redirect(`/${locale}/live-casino`);
  const { init, origin } = contentInit({ request, context });
  const server = { origin: init.origin, signal: init.signal, headers: visitorHeaders(request) };
  const [page, games, highlighted, vendors, jackpot, pick] = await Promise.all([
    getPage("casino", locale, init).catch(() => null),
    getGames({}, 0, server).catch(() => null),
    getHighlighted(server).catch(() => null),
    getVendors(server).catch(() => null),
    getJackpot(server).catch(() => null),
    getGameOfTheWeek({ ...server, locale }).catch(() => undefined),
  ]);
  const seeds: QuerySeed[] = [
    ...(games ? [{ key: gamesQueryOptions({}).queryKey, data: firstPageData(games) }] : []),
    ...(highlighted ? [{ key: HIGHLIGHTED_KEY, data: highlighted }] : []),
    ...(vendors ? [{ key: VENDORS_KEY, data: vendors }] : []),
    ...(jackpot ? [{ key: JACKPOT_KEY, data: jackpot }] : []),
    ...(pick !== undefined ? [{ key: gameOfTheWeekKey(locale), data: pick }] : []),
  ];
  return { page, origin, seeds };
}

const fallbackMeta = pageMeta("casino");

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page
    ? seoMeta({
        origin: args.data.origin,
        path: "/casino",
        locale: args.params.locale ?? "en",
        title: args.data.page.title,
        description: args.data.page.description,
        image: "/brand/art-jackpot.svg",
      })
    : fallbackMeta(args as never);

/**
 * /{locale}/casino: the casino lobby. The jackpot and the game of the week stand after the first row of games, so
 * a phone's first screen shows games (issue 21).
 */
export default function CasinoPage() {
  const { seeds } = useLoaderData<typeof loader>();
  useSeedQueries(seeds);
  const player = usePlayer();
  return (
    <CasinoLobby
      userId={player?.userId}
      aside={
        <>
          <JackpotCard />
          <GameOfTheWeekBanner />
        </>
      }
    />
  );
}
