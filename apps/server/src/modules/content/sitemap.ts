import { LOCALE_TAG, URL_LOCALES } from "@casino/contract";

/** Routes of the app that are not CMS pages but belong in search engines (docs/product/content.md#seo). */
export const MAIN_ROUTES = ["/", "/casino", "/promotions", "/sports", "/sports/sporturi-live"];

/** Paths that are never crawled: the API, developer tools and the sandbox payment page. */
export const ROBOTS_DISALLOW = ["/api/", "/dev/", "/psp-sandbox/"];

export interface SitemapPath {
  /** Route without locale prefix, e.g. `/casino`. */
  path: string;
  lastModified?: Date | undefined;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const localized = (origin: string, locale: string, path: string) =>
  `${origin}/${locale}${path === "/" ? "" : path}`;

/**
 * sitemaps.org XML: one `<url>` per path and locale, each listing every locale version (and x-default, the
 * English one) as hreflang alternates, as search engines ask for multilingual sites.
 */
export function buildSitemap(origin: string, paths: readonly SitemapPath[]): string {
  const unique = new Map<string, SitemapPath>();
  for (const entry of paths) {
    const known = unique.get(entry.path);
    if (!known || (entry.lastModified && (!known.lastModified || entry.lastModified > known.lastModified))) {
      unique.set(entry.path, entry);
    }
  }
  const urls: string[] = [];
  for (const { path, lastModified } of unique.values()) {
    const alternates = [
      ...URL_LOCALES.map((locale) => ({
        hreflang: LOCALE_TAG[locale],
        href: localized(origin, locale, path),
      })),
      { hreflang: "x-default", href: localized(origin, "en", path) },
    ]
      .map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
      )
      .join("\n");
    for (const locale of URL_LOCALES) {
      const lastmod = lastModified
        ? `\n    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
        : "";
      urls.push(
        `  <url>\n    <loc>${escapeXml(localized(origin, locale, path))}</loc>${lastmod}\n${alternates}\n  </url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join("\n")}\n</urlset>\n`
  );
}

/** robots.txt: everything but the API, dev tools and the sandbox; the sitemap's address. */
export function buildRobots(origin: string): string {
  const disallow = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
