import { Radio } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { Skeleton } from "../../../ui/skeleton";
import { useGames } from "../api/get-games";
import { GameCard, tileOf } from "./game-card";
import { TablesList } from "./tables-list";
import { useOpenGame } from "./use-open-game";

/** The game's alternatives dialog, fetched when a player first opens one (issue 21). */
const GameAlterModal = lazy(() => import("./game-alter-modal").then((m) => ({ default: m.GameAlterModal })));

/** The catalogue group the live casino lists. */
export const LIVE_GROUP = "table-games";

/**
 * The live casino (CasinoLivePage): the shared RNG tables (rounds every player at a table sees), then the table
 * games of the catalogue's table-games group, each with its RTP; a tile opens the game-alter modal on desktop and
 * the game itself on phones.
 */
export function CasinoLive({ player, currency = "EUR" }: { player: boolean; currency?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const games = useGames({ group: LIVE_GROUP });
  const { alter, openGame, closeAlter } = useOpenGame();
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-5 sm:px-6">
      <header className="relative overflow-hidden rounded-3xl border border-border/70 bg-gradient-to-br from-emerald-950 via-emerald-900 to-teal-800 p-6 text-white shadow-card sm:p-8">
        <div className="flex items-center gap-2 text-xs font-bold tracking-widest text-emerald-200 uppercase">
          <Radio className="size-4 text-rose-400" aria-hidden /> {t("casino.live.badge")}
        </div>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("casino.liveTitle")}</h1>
        <p className="mt-2 max-w-xl text-sm text-emerald-100/90">{t("casino.live.intro")}</p>
      </header>
      <TablesList currency={currency} />
      <section aria-label={t("casino.live.tables")}>
        <h2 className="mb-3 text-lg font-bold">{t("casino.live.tables")}</h2>
        {games.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-[4/3] rounded-2xl" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-border/70 bg-surface p-6 text-center text-muted">
            {t("casino.noGames")}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="live-tables">
            {items.map((game) => (
              <li key={game.id} className="flex flex-col gap-2">
                <GameCard game={tileOf(game)} onOpen={openGame(tileOf(game))} />
                <div className="flex items-baseline justify-between gap-2 px-1">
                  <span className="font-bold">{game.name}</span>
                  {game.rtp ? (
                    <span className="text-xs text-muted">
                      {t("casino.rtp", { rtp: formatDecimal(game.rtp * 100, locale) })}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {alter && (
        <Suspense fallback={null}>
          <GameAlterModal game={alter} player={player} onClose={closeAlter} />
        </Suspense>
      )}
    </div>
  );
}
