import { setPreferenceCookie } from "./preference-cookie";

export type Theme = "dark" | "light";
export const THEME_COOKIE = "theme";

/** The theme chosen by the player, from the `theme` cookie; dark by default (SPEC §9). */
export function readTheme(cookieHeader: string | null | undefined): Theme {
  const match = /(?:^|;\s*)theme=(dark|light)\b/i.exec(cookieHeader ?? "");
  return match?.[1]?.toLowerCase() === "light" ? "light" : "dark";
}

/** Applies a theme at once and remembers it in the cookie the server reads. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  setPreferenceCookie(THEME_COOKIE, theme);
}
