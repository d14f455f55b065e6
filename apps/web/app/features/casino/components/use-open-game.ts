import { type MouseEvent, useState } from "react";
import type { TileGame } from "./game-card";

/** Wider than this, a tile opens the game-alter modal; at 768 px and below the game opens full screen. */
export const DESKTOP_QUERY = "(min-width: 769px)";

/**
 * What a click on a lobby tile does: on desktop a plain click opens the game-alter modal for that game; on phones,
 * and with a modifier key (new tab, new window), the link is followed as it is.
 */
export function useOpenGame() {
  const [alter, setAlter] = useState<TileGame | null>(null);
  const openGame = (game: TileGame) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!window.matchMedia(DESKTOP_QUERY).matches) return;
    event.preventDefault();
    setAlter(game);
  };
  return { alter, openGame, closeAlter: () => setAlter(null) };
}
