import clsx from "clsx";
import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../shell/use-locale";
import { GameThumb } from "./game-thumb";

/** A slug as a readable name when only the slug is known (recently played). */
export const slugName = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A lobby tile: the art linking to the game page, and for players a heart that adds or removes the favourite. */
export function GameCard({
  slug,
  name,
  kind,
  favourite,
  onFavourite,
}: {
  slug: string;
  name: string;
  kind?: string;
  favourite?: boolean;
  onFavourite?: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      className="group relative overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card"
      data-testid="game-card"
    >
      <Link
        to={`/${locale}/casino/game/${slug}`}
        className="block aspect-[4/3] focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={name}
      >
        <GameThumb
          slug={slug}
          name={name}
          kind={kind}
          className="size-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
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
