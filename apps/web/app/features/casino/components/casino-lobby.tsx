import clsx from "clsx";
import { Search } from "lucide-react";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { useFavourites, useToggleFavourite } from "../api/favourites";
import { useHighlighted } from "../api/get-feeds";
import { useGames } from "../api/get-games";
import { useRecentPlayed } from "../api/get-recent-played";
import { useVendors } from "../api/get-vendors";
import { useDebounced } from "../lib/debounce";
import { gameName } from "../lib/game-name";
import { GameCard, type TileGame, tileOf } from "./game-card";
import { LatestBets, WinnersTicker } from "./live-feeds";
import { useOpenGame } from "./use-open-game";
import { VirtualGrid } from "./virtual-grid";

/** The game's alternatives dialog, fetched when a player first opens one (issue 21). */
const GameAlterModal = lazy(() => import("./game-alter-modal").then((m) => ({ default: m.GameAlterModal })));

/** The lobby's group tabs (ids of the catalogue groups). */
export const LOBBY_GROUPS = ["", "popular", "slots", "jackpot-games", "table-games"] as const;

export const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6";

function Row({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      <div className={GRID}>{children}</div>
    </section>
  );
}

/**
 * The casino lobby (docs/product/casino.md#lobby): groups, vendor filter, server-side search, favourites, recent,
 * winners and bets, and the grid of every game: server-rendered first page, virtualised rows, the next page fetched
 * as the end nears. On desktop a tile opens the game-alter modal; on phones it goes straight to the (full-screen)
 * game. The games come first: on a phone the first row is on the first screen, the page's banners (`aside`) after
 * the highlighted row and the live winners below the grid.
 */
export function CasinoLobby({ userId, aside }: { userId?: string | undefined; aside?: ReactNode }) {
  const { t } = useTranslation();
  const player = Boolean(userId);
  const [search, setSearch] = useState("");
  const [group, setGroup] = useState<string>("");
  const [vendor, setVendor] = useState("");
  const query = useDebounced(search, 300);
  const games = useGames({ search: query, group, vendor });
  const vendors = useVendors();
  const highlighted = useHighlighted();
  const favourites = useFavourites(userId);
  const recent = useRecentPlayed(Boolean(userId));
  const toggle = useToggleFavourite(userId);
  const { alter, openGame, closeAlter } = useOpenGame();
  const favouriteSlugs = new Set(favourites.data?.items.map((item) => item.gameModel.slug));
  const onFavourite = (slug: string) => (userId ? (on: boolean) => toggle.mutate({ slug, on }) : undefined);
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages[0]?.total;
  const browsing = !query && !group && !vendor;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = games;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const card = (game: TileGame, favourite?: boolean) => (
    <GameCard
      game={game}
      favourite={favourite}
      onFavourite={onFavourite(game.slug)}
      onOpen={openGame(game)}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-[1800px] flex-col gap-6 px-3 py-5 sm:px-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t("casino.title")}</h1>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label className="relative flex items-center">
            <span className="sr-only">{t("casino.search")}</span>
            <Search className="pointer-events-none absolute left-3 size-4 text-muted" aria-hidden />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("casino.search")}
              className="h-10 w-full rounded-xl border border-border bg-surface pr-3 pl-9 text-sm sm:w-72"
            />
          </label>
          <label className="flex items-center">
            <span className="sr-only">{t("casino.vendor")}</span>
            <select
              value={vendor}
              onChange={(event) => setVendor(event.target.value)}
              className="h-10 w-full rounded-xl border border-border bg-surface px-3 text-sm"
            >
              <option value="">{t("casino.allVendors")}</option>
              {vendors.data?.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <fieldset
        aria-label={t("casino.groups")}
        className="m-0 flex min-w-0 gap-2 overflow-x-auto border-0 p-0 pb-1"
      >
        {LOBBY_GROUPS.map((id) => (
          <button
            key={id || "all"}
            type="button"
            aria-pressed={group === id}
            onClick={() => setGroup(id)}
            className={clsx(
              "shrink-0 rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary",
              group === id
                ? "border-primary bg-primary text-primary-contrast"
                : "border-border bg-surface hover:bg-surface-2",
            )}
          >
            {t(`casino.group.${id || "all"}`)}
          </button>
        ))}
      </fieldset>

      {browsing && player && (recent.data?.items.length ?? 0) > 0 && (
        <Row title={t("casino.recent")} testId="recent-games">
          {recent.data?.items.slice(0, 6).map((item) => (
            <div key={item.slug}>{card({ slug: item.slug, name: gameName(item.slug) })}</div>
          ))}
        </Row>
      )}
      {browsing && player && (favourites.data?.items.length ?? 0) > 0 && (
        <Row title={t("casino.favourites")} testId="favourite-games">
          {favourites.data?.items.map((item) => (
            <div key={item.id}>
              {card(
                { slug: item.gameModel.slug, name: item.gameModel.name, kind: item.gameModel.kind },
                true,
              )}
            </div>
          ))}
        </Row>
      )}
      {browsing && (highlighted.data?.items.length ?? 0) > 0 && (
        <Row title={t("casino.highlighted")} testId="highlighted-games">
          {highlighted.data?.items.slice(0, 6).map((game) => (
            <div key={game.id}>{card(tileOf(game), favouriteSlugs.has(game.slug))}</div>
          ))}
        </Row>
      )}

      {aside}

      <section aria-label={t("casino.allGames")} aria-busy={games.isPlaceholderData}>
        <h2 className="mb-3 text-lg font-bold">
          {t("casino.allGames")}
          {total !== undefined && <span className="ml-2 text-sm font-medium text-muted">({total})</span>}
        </h2>
        {games.isPending ? (
          <div className={GRID}>
            {Array.from({ length: 12 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-border/70 bg-surface p-6 text-center text-muted">
            {t("casino.noGames")}
          </p>
        ) : (
          <VirtualGrid
            items={items}
            itemKey={(game) => game.id}
            renderItem={(game) => card(tileOf(game), favouriteSlugs.has(game.slug))}
            className={GRID}
            onNearEnd={loadMore}
            testId="games-grid"
          />
        )}
        {games.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={loadMore}
              disabled={games.isFetchingNextPage}
              aria-busy={games.isFetchingNextPage}
            >
              {t("casino.loadMore")}
            </Button>
          </div>
        )}
      </section>

      <WinnersTicker />
      <LatestBets />
      {alter && (
        <Suspense fallback={null}>
          <GameAlterModal game={alter} player={player} onClose={closeAlter} />
        </Suspense>
      )}
    </div>
  );
}
