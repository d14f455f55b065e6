import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const translators = new WeakMap<I18n, TFunction>();

/**
 * The page's translate function, for components a list renders by the hundred (odds buttons, event rows). It reads
 * the locale layout's i18next instance from context and nothing else: react-i18next's `useTranslation` copies the
 * instance's properties into a wrapper for every component that mounts, which was a fifth of the sports list's
 * render on a phone (issue 21). Each page language has its own instance (routes/locale-layout.tsx), and an
 * instance's language never changes, so there is nothing else to follow.
 */
export function useT(): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let t = translators.get(i18n);
  if (!t) {
    t = i18n.getFixedT(null, null);
    translators.set(i18n, t);
  }
  return t;
}
