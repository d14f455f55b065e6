import { create } from "zustand";
import { useRootData } from "../../lib/root-data";
import { setPreferenceCookie } from "../../lib/shell-state/preference-cookie";

export type Theme = "dark" | "light";
export const THEME_COOKIE = "theme";

/** The theme chosen by the player, from the `theme` cookie; dark by default (docs/product/i18n.md#theme). */
export function readTheme(cookieHeader: string | null | undefined): Theme {
  const match = /(?:^|;\s*)theme=(dark|light)\b/i.exec(cookieHeader ?? "");
  return match?.[1]?.toLowerCase() === "light" ? "light" : "dark";
}

/** The theme switched to in this page's life; null until the player switches (then the cookie's applies). */
const useThemeChoice = create<{ theme: Theme | null }>(() => ({ theme: null }));

/** Applies a theme at once and remembers it in the cookie the server reads. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  setPreferenceCookie(THEME_COOKIE, theme);
  useThemeChoice.setState({ theme });
}

/**
 * The current theme: the player's switch, else the cookie the server rendered with. Content queries key on it, so
 * switching the theme reloads theme-targeted content (docs/product/i18n.md#theme).
 */
export function useTheme(): Theme {
  const fromCookie = useRootData()?.theme ?? "dark";
  return useThemeChoice((state) => state.theme) ?? fromCookie;
}
