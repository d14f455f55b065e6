import { LOCALE_TAG, type UrlLocale } from "@casino/contract";
import { createInstance, type i18n } from "i18next";
import de from "./de.json";
import en from "./en.json";
import enCA from "./en-CA.json";

/** en-CA holds only what differs from en; everything else falls back to en. */
export const resources = {
  en: { translation: en },
  de: { translation: de },
  "en-CA": { translation: enCA },
} as const;

/** One i18next instance per render: pages render in the locale of their URL, never a process-wide global. */
export function createI18n(locale: UrlLocale): i18n {
  const instance = createInstance();
  void instance.init({
    lng: LOCALE_TAG[locale],
    fallbackLng: { "en-CA": ["en"], default: ["en"] },
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const cache = new Map<UrlLocale, i18n>();
/** A translator for code outside React (meta titles, loaders). */
export function translator(locale: UrlLocale) {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    cache.set(locale, instance);
  }
  return instance.t.bind(instance);
}
