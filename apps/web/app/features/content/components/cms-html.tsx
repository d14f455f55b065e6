import { useLocale } from "../../../lib/locale/use-locale";
import { localizeHtmlLinks } from "../localize-html";

/**
 * HTML from a field the contract marks as HTML. The server sanitises it with an allow-list before storing and
 * again when serving, so this is the one place the app renders CMS HTML; its site links get the page's locale.
 */
export function CmsHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const locale = useLocale();
  return (
    <div
      id={id}
      className={`cms-prose ${className ?? ""}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: contract HTML fields are sanitised by the server.
      dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(html, locale) }}
    />
  );
}
