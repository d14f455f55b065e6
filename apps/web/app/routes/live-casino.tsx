import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { firstPageData, gamesQueryOptions, getGames } from "../features/casino/api/get-games";
import { visitorHeaders } from "../features/casino/api/server-init";
import { CasinoLive, LIVE_GROUP } from "../features/casino/components/casino-live";
import { getPage } from "../features/content/api/get-page";
import { type QuerySeed, useSeedQueries } from "../features/content/api/load-shell-content";
import { translator } from "../i18n/i18n";
import { seoMeta } from "../shell/page-meta";
import { contentInit, routeLocale } from "./content-loader";

/** The live casino's CMS page (SEO, footer text) and its table games, from the server. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const locale = routeLocale(params.locale);
  const { init, origin } = contentInit({ request, context });
  const [page, games] = await Promise.all([
    getPage("live-casino", locale, init).catch(() => null),
    getGames({ group: LIVE_GROUP }, 0, {
      origin: init.origin,
      signal: init.signal,
      headers: visitorHeaders(request),
    }).catch(() => null),
  ]);
  const seeds: QuerySeed[] = games
    ? [{ key: gamesQueryOptions({ group: LIVE_GROUP }).queryKey, data: firstPageData(games) }]
    : [];
  return { page, origin, seeds };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) => {
  const locale = routeLocale(params.locale);
  const t = translator(locale);
  return seoMeta({
    origin: loaded?.origin ?? "",
    path: "/live-casino",
    locale,
    title: loaded?.page?.title ?? `${t("casino.liveTitle")} · ${t("brand.name")}`,
    description: loaded?.page?.description ?? t("casino.live.intro"),
    image: "/brand/art-live.svg",
  });
};

/** /{locale}/live-casino: the CasinoLivePage, listing the table games. */
export default function LiveCasinoPage() {
  const { seeds } = useLoaderData<typeof loader>();
  useSeedQueries(seeds);
  const player = usePlayer();
  return <CasinoLive player={Boolean(player)} currency={player?.currency.code} />;
}
