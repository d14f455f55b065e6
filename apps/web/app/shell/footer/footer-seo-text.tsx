import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { CmsPage } from "../../features/content/api/get-page";
import { CmsHtml } from "../../features/content/components/cms-html";

/**
 * Page types whose CMS content is an SEO text for the footer rather than the page body
 * (docs/product/shell.md#footer).
 */
const SEO_PAGE_TYPES = new Set(["HomePage", "CasinoPage", "CasinoLivePage"]);

/** The SEO text of the deepest route whose loader returned a lobby-type CMS page. */
function useSeoText(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const page = (match.loaderData as { page?: CmsPage | null } | undefined)?.page;
    if (page && SEO_PAGE_TYPES.has(page.pageType)) return page.content;
  }
  return null;
}

/**
 * The SEO text, collapsed to about 160 px (docs/product/shell.md#footer) with show more / show less. The text is
 * always in the HTML for search engines; the button sits below the box, so opening it only grows the page downwards.
 */
export function FooterSeoText() {
  const { t } = useTranslation();
  const html = useSeoText();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!html) return null;
  return (
    <section aria-label={t("content.seoText")} className="mx-auto mb-10 max-w-6xl">
      <CmsHtml
        id={id}
        html={html}
        className={`overflow-hidden text-sm text-muted ${open ? "" : "max-h-40"}`}
      />
      {open ? null : (
        <div
          aria-hidden
          className="pointer-events-none relative -mt-12 h-12 bg-gradient-to-t from-bg-elevated"
        />
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-2 text-sm font-semibold text-primary-strong hover:underline"
      >
        {t(open ? "content.showLess" : "content.showMore")}
      </button>
    </section>
  );
}
