import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { translator } from "../i18n/i18n";

/**
 * The `meta` of a page titled by `pages.<key>` in its locale: "Balance · Vela". Players' own pages are kept out
 * of search engines.
 */
export const pageMeta =
  (key: string, { noindex = false }: { noindex?: boolean } = {}): MetaFunction =>
  ({ params, matches, location }) => {
    const locale = isUrlLocale(params.locale) ? params.locale : "en";
    const t = translator(locale);
    const title = `${t(`pages.${key}`)} · ${t("brand.name")}`;
    if (noindex) return [{ title }, { name: "robots", content: "noindex" }];
    // The origin comes from the locale layout's loader (the request URL), so the links are absolute.
    const layout = matches.find((match) => match.id === "routes/locale-layout")?.data as
      | { origin?: string }
      | undefined;
    return seoMeta({
      origin: layout?.origin ?? "",
      path: location.pathname.replace(/^\/[^/]+/, ""),
      locale,
      title,
      description: t("content.defaultDescription"),
    });
  };

/** Locales and the hreflang each is published under (docs/product/i18n.md#locales). */
const HREFLANGS = [
  ["en", "en"],
  ["de", "de"],
  ["en-ca", "en-CA"],
] as const;

export interface SeoInput {
  /** Site origin, e.g. https://vela.example, from the request. */
  origin: string;
  /** The page's path without the locale prefix ("" for home). */
  path: string;
  locale: string;
  title: string;
  description: string;
  image?: string;
}

/**
 * Title, description, canonical, hreflang alternates (en, de, en-CA, x-default) and Open Graph tags of a page,
 * all absolute so search engines and link previews can use them as they are.
 */
export function seoMeta({ origin, path, locale, title, description, image }: SeoInput) {
  const url = (target: string) => `${origin}/${target}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(locale) },
    ...HREFLANGS.map(([prefix, hreflang]) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: url(prefix),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(locale) },
    { property: "og:site_name", content: "Vela" },
    ...(image ? [{ property: "og:image", content: `${origin}${image}` }] : []),
  ];
}
