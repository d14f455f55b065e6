import { studioGames } from "@casino/games";

/** A slug as readable words, for a game known only by its slug. */
export const slugName = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

const STUDIO_NAMES = new Map(studioGames.map((game) => [game.slug, game.name]));

/** The name of a game known only by its slug (recently played): the studio's own title, else the slug's words. */
export const gameName = (slug: string) => STUDIO_NAMES.get(slug) ?? slugName(slug);
