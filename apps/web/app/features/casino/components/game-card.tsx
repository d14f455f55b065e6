import clsx from "clsx";
import { Heart } from "lucide-react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { drawnThumbUrl } from "../lib/thumb-url";

/** What a tile needs of a game. */
export interface TileGame {
  slug: string;
  name: string;
  kind?: string;
  /** An imported game's icon (thumbnail key 114); studio titles are drawn instead. */
  thumbnail?: string | undefined;
}

/**
 * A studio title's drawn art (its symbols, or the table game's glyph, with the name on a bar), an SVG file the server
 * draws: the lobby does not carry the drawings in its JavaScript. The box is the tile's, so nothing moves when it
 * arrives.
 */
function DrawnThumb({ game }: { game: TileGame }) {
  return (
    <img
      src={drawnThumbUrl(game)}
      alt=""
      width={320}
      height={240}
      decoding="async"
      className="size-full bg-surface-2 object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
}

/** The icon of an imported game: lazy, with fixed dimensions so the tile never changes size when it arrives. */
function ImageThumb({ src, name }: { src: string; name: string }) {
  return (
    <span className="relative block size-full bg-surface-2">
      <img
        src={src}
        alt=""
        width={320}
        height={240}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
      <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/80 to-transparent px-3 pt-6 pb-2 text-sm font-bold text-white">
        {name}
      </span>
    </span>
  );
}

/**
 * A lobby tile: the art linking to the game page, and for players a heart that adds or removes the favourite.
 * `onOpen` may take over a plain click (the desktop game-alter modal); the link still works without script and
 * with modifier keys (new tab).
 */
export function GameCard({
  game,
  favourite,
  onFavourite,
  onOpen,
}: {
  game: TileGame;
  favourite?: boolean;
  onFavourite?: ((on: boolean) => void) | undefined;
  onOpen?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slug, name, thumbnail } = game;
  return (
    <div
      className="group relative overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card"
      data-testid="game-card"
    >
      <Link
        to={`/${locale}/casino/game/${slug}`}
        onClick={onOpen}
        className="block aspect-[4/3] focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={name}
      >
        {thumbnail ? <ImageThumb src={thumbnail} name={name} /> : <DrawnThumb game={game} />}
      </Link>
      {onFavourite && (
        <button
          type="button"
          aria-pressed={favourite}
          aria-label={favourite ? t("casino.unfavourite", { name }) : t("casino.favourite", { name })}
          onClick={() => onFavourite(!favourite)}
          className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-black/45 text-white backdrop-blur hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Heart className={clsx("size-4", favourite && "fill-rose-500 text-rose-500")} aria-hidden />
        </button>
      )}
    </div>
  );
}

/** The tile of a catalogue game: imported games bring an icon, studio titles (relative /games/… paths) are drawn. */
export function tileOf(game: {
  slug: string;
  name: string;
  kind: string;
  thumbnails?: Record<string, string> | null | undefined;
}): TileGame {
  const icon = game.thumbnails?.["114"];
  return {
    slug: game.slug,
    name: game.name,
    kind: game.kind,
    thumbnail: game.kind === "external" && icon ? icon : undefined,
  };
}
