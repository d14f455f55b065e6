import { LOCALE_TAG, type UrlLocale } from "@casino/contract";
import { createInstance, type i18n } from "i18next";

type Catalogue = Record<string, unknown>;
/** The languages behind the URL locales (LOCALE_TAG). */
type LocaleTag = "en" | "de" | "en-CA";

/**
 * The translations this runtime holds, by language tag. The server registers all three at start-up
 * (./all-catalogues, imported by entry.server); the browser fetches only the page's own language (and English under
 * en-CA, which holds only what differs) before it hydrates, so no page downloads the other languages' ~120 KB each
 * (docs/decisions/0213-translations-per-language.md).
 */
const catalogues = new Map<LocaleTag, Catalogue>();

/** Each language's file as its own chunk, fetched on demand in the browser. */
const LOADERS: Record<LocaleTag, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./en.json"),
  de: () => import("./de.json"),
  "en-CA": () => import("./en-CA.json"),
};

/** The languages a page in `locale` reads: its own, and English beneath Canadian English. */
export const needed = (locale: UrlLocale): LocaleTag[] => {
  const tag = LOCALE_TAG[locale] as LocaleTag;
  return tag === "en-CA" ? ["en-CA", "en"] : [tag];
};

export function registerCatalogues(all: Partial<Record<LocaleTag, Catalogue>>) {
  for (const [tag, catalogue] of Object.entries(all))
    if (catalogue) catalogues.set(tag as LocaleTag, catalogue);
}

/**
 * The back office's texts (the `operator.*` keys), a file of their own per language: a quarter of the English texts
 * that no guest or player page reads (docs/decisions/0218-fast-casino-page-on-a-phone.md). The operator layout
 * fetches them before its pages render; the server holds them from the start (./all-catalogues).
 */
const OPERATOR_LOADERS: Record<LocaleTag, () => Promise<{ default: Catalogue }>> = {
  en: () => import("./operator-en.json"),
  de: () => import("./operator-de.json"),
  "en-CA": () => import("./operator-en-CA.json"),
};

/**
 * A language's catalogue with the back office's texts under `operator`, as the server and the tests hold it (the
 * browser adds them with `loadOperatorTexts`).
 */
export const withOperatorTexts = (catalogue: Catalogue, operator: Catalogue): Catalogue => ({
  ...catalogue,
  operator,
});

/**
 * Resolves once `locale`'s back-office texts are here too. They are put into the catalogue object itself, the one
 * every i18next instance of the language already reads (i18next keeps the resources it is given, not a copy), so a
 * translator made before they arrived finds them as well.
 */
export async function loadOperatorTexts(locale: UrlLocale): Promise<void> {
  await loadLocale(locale);
  await Promise.all(
    needed(locale).map(async (tag) => {
      const catalogue = catalogues.get(tag);
      if (catalogue && !("operator" in catalogue))
        catalogue.operator = (await OPERATOR_LOADERS[tag]()).default;
    }),
  );
}

/** Resolves once `locale`'s texts are here (at once when they already are): before hydrating, and before a locale change. */
export async function loadLocale(locale: UrlLocale): Promise<void> {
  await Promise.all(
    needed(locale)
      .filter((tag) => !catalogues.has(tag))
      .map(async (tag) => catalogues.set(tag, (await LOADERS[tag]()).default)),
  );
}

/** One i18next instance per render: pages render in the locale of their URL, never a process-wide global. */
export function createI18n(locale: UrlLocale): i18n {
  const instance = createInstance();
  const resources = Object.fromEntries(
    needed(locale).map((tag) => [tag, { translation: catalogues.get(tag) ?? {} }]),
  );
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
    // Kept only once its texts are here: a translator made before they arrived would stay empty.
    if (needed(locale).every((tag) => catalogues.has(tag))) cache.set(locale, instance);
  }
  return instance.t.bind(instance);
}
