import { isUrlLocale } from "@casino/contract";
import type { MetaFunction } from "react-router";
import { translator } from "../i18n/i18n";

/**
 * The `meta` of a page titled by `pages.<key>` in its locale: "Balance · Vela". Players' own pages are kept out
 * of search engines.
 */
export const pageMeta =
  (key: string, { noindex = false }: { noindex?: boolean } = {}): MetaFunction =>
  ({ params }) => {
    const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
    return [
      { title: `${t(`pages.${key}`)} · ${t("brand.name")}` },
      ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ];
  };
