import type { UrlLocale } from "@casino/contract";
import { translator } from "../i18n/i18n";
import { localized } from "../lib/locale/paths";

/** A full page for 404s and unexpected errors; works without the shell (e.g. an unknown locale). */
export function ErrorPage({
  locale,
  kind,
  inShell = false,
}: {
  locale: UrlLocale;
  kind: "notFound" | "error";
  /** Inside the shell the page already has a <main>. */
  inShell?: boolean;
}) {
  const t = translator(locale);
  const Frame = inShell ? "section" : "main";
  return (
    <Frame className="grid min-h-[70dvh] place-items-center px-6 py-16 text-center">
      <div className="max-w-md space-y-5">
        <svg viewBox="0 0 120 80" className="mx-auto h-24 w-36" aria-hidden>
          <rect
            x="6"
            y="10"
            width="108"
            height="62"
            rx="14"
            fill="var(--c-surface-2)"
            stroke="var(--c-border)"
          />
          <g fontSize="30" fontWeight="800" textAnchor="middle" fill="var(--c-primary-strong)">
            <text x="32" y="53">
              {kind === "notFound" ? "4" : "!"}
            </text>
            <text x="60" y="53" fill="var(--c-gold)">
              {kind === "notFound" ? "0" : "?"}
            </text>
            <text x="88" y="53">
              {kind === "notFound" ? "4" : "!"}
            </text>
          </g>
        </svg>
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {t(kind === "notFound" ? "notFound.title" : "error.title")}
        </h1>
        <p className="text-muted">{t(kind === "notFound" ? "notFound.body" : "error.body")}</p>
        <a
          href={localized(locale, "/casino")}
          className="inline-flex rounded-xl bg-primary px-5 py-3 font-bold text-primary-contrast hover:bg-primary-hover"
        >
          {t("notFound.back")}
        </a>
      </div>
    </Frame>
  );
}
