import type { UrlLocale } from "@casino/contract";

/**
 * CMS HTML links to site paths without a locale (`href="/responsible-gambling"`), like the CMS menus; the page's
 * locale is added so they do not land on a 404. Absolute URLs, protocol-relative URLs and anchors are left alone.
 */
export function localizeHtmlLinks(html: string, locale: UrlLocale): string {
  return html.replace(/href="\/(?!\/)([^"]*)"/g, (_match, rest: string) =>
    rest === "" ? `href="/${locale}"` : `href="/${locale}/${rest}"`,
  );
}
