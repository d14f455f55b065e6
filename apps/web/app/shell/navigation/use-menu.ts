import type { TFunction } from "i18next";
import { useMemo } from "react";
import { type NavSlug, useNavigation } from "../../features/content/api/get-navigation";
import { useLocale } from "../../lib/locale/use-locale";
import { useTheme } from "../preferences/theme";
import { fromCms, type NavItem } from "./nav-items";

/** A menu from the CMS; the built-in one while the CMS cannot be reached. */
export function useMenu(slug: NavSlug, fallback: NavItem[]): NavItem[] {
  const locale = useLocale();
  const theme = useTheme();
  const items = useNavigation(slug, locale, theme);
  return useMemo(() => (items ? fromCms(items, slug) : fallback), [items, slug, fallback]);
}

/** An item's text: the CMS title, or the translation of a built-in item. */
export const navLabel = (item: NavItem, t: TFunction) => item.label ?? t(`nav.${item.key}`);
