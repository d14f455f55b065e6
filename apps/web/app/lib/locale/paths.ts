import { isUrlLocale, type UrlLocale } from "@casino/contract";

/** `/casino` in the page's locale: `/de/casino`. */
export function localized(locale: UrlLocale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** The same page in another locale: the first path segment is swapped, the rest and the query are kept. */
export function switchLocale(pathname: string, search: string, target: UrlLocale): string {
  const segments = pathname.split("/");
  if (isUrlLocale(segments[1])) segments[1] = target;
  else segments.splice(1, 0, target);
  return `${segments.join("/").replace(/\/$/, "") || `/${target}`}${search}`;
}

/** Where a menu or CMS link goes: CMS paths carry no locale, so the page's locale is added; other sites are left alone. */
export function navHref(locale: UrlLocale, item: { path: string; external?: boolean }): string {
  if (item.external || /^https?:\/\//.test(item.path)) return item.path;
  return localized(locale, item.path);
}
