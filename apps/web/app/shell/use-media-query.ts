import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept up to date. False on the server and during hydration (the server cannot
 * know the screen), then the browser's answer: render nothing that must match the server from it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The chat panel sits beside the page from this width (docs/product/shell.md#chat-panel: it widens the page); below,
 * it is a drawer.
 */
export const WIDE_QUERY = "(min-width: 1280px)";

/**
 * Whether the chat panel sits beside the page now. Read at the press, not from a render: a press on a part the page
 * is still hydrating is replayed on the hydrating render, where `useMediaQuery` still holds the server's `false`, and a
 * desktop close would then "close" the drawer that was never open (the panel stayed open on a first press).
 */
export function isWide(): boolean {
  return window.matchMedia(WIDE_QUERY).matches;
}
