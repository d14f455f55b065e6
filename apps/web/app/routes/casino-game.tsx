import { isUrlLocale } from "@casino/contract";
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useParams,
  useRouteError,
} from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { gameQueryKey, getGame } from "../features/casino/api/get-games";
import { visitorHeaders } from "../features/casino/api/server-init";
import { GamePage } from "../features/casino/components/game-page";
import { type QuerySeed, useSeedQueries } from "../features/content/api/load-shell-content";
import { translator } from "../i18n/i18n";
import { useLocale } from "../lib/locale/use-locale";
import { formatDecimal } from "../lib/money";
import { ErrorPage } from "../shell/error-page";
import { seoMeta } from "../shell/page-meta";
import { contentInit, routeLocale } from "./content-loader";

/**
 * The game from the catalogue, on the server: its real name and RTP go into the title, description, canonical and
 * Open Graph tags, and the game is seeded so the page renders it at once. An unknown slug is a 404; a catalogue
 * that does not answer leaves the page to load the game in the browser.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const { init, origin } = contentInit({ request, context });
  const game = await getGame(slug, {
    origin: init.origin,
    signal: init.signal,
    headers: visitorHeaders(request),
  }).catch(() => undefined);
  if (game === null) throw data(null, { status: 404 });
  const seeds: QuerySeed[] = game ? [{ key: gameQueryKey(slug), data: game }] : [];
  return { game: game ?? null, origin, seeds };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, params }) => {
  const locale = routeLocale(params.locale);
  const t = translator(isUrlLocale(locale) ? locale : "en");
  const game = loaded?.game;
  if (!game) return [{ title: `${t("pages.casino")} · ${t("brand.name")}` }];
  const rtp = game.rtp ? formatDecimal(Math.round(game.rtp * 10_000) / 100, locale) : null;
  const icon = game.kind === "external" ? (game.thumbnails?.["456"] ?? game.thumbnails?.["114"]) : undefined;
  const image = icon ? new URL(icon, loaded.origin).toString() : null;
  const tags = seoMeta({
    origin: loaded.origin,
    path: `/casino/game/${game.slug}`,
    locale,
    title: `${game.name} · ${t("pages.casino")} · ${t("brand.name")}`,
    description: rtp
      ? t("casino.gameDescriptionRtp", { name: game.name, rtp })
      : t("casino.gameDescription", { name: game.name }),
  });
  return image ? [...tags, { property: "og:image", content: image }] : tags;
};

/** /{locale}/casino/game/{slug}: one game, in real or fun mode (`?mode=` as the game-alter modal chose). */
export default function CasinoGamePage() {
  const { seeds } = useLoaderData<typeof loader>();
  useSeedQueries(seeds);
  const { slug = "" } = useParams();
  const player = usePlayer();
  return (
    <GamePage
      key={slug}
      slug={slug}
      player={player ? { userId: player.userId, currency: player.currency.code, rules: player.rules } : null}
    />
  );
}

/** 404 for a slug the catalogue does not have; any other failure is the shell's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage locale={useLocale()} kind={notFound ? "notFound" : "error"} inShell />;
}
