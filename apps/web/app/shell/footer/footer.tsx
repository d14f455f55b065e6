import { COMPANY_NAME, LICENCE_NUMBER, TIME_ZONE } from "@casino/contract";
import { Dice5 } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePlayer } from "../../features/auth/api/get-session";
import { useFooterContent } from "../../features/content/api/get-footer-content";
import { usePaymentMethods } from "../../features/content/api/get-payment-methods";
import { CmsHtml } from "../../features/content/components/cms-html";
import { useHealth } from "../../features/health/api/get-health";
import { navHref } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { openQuestionnaire } from "../../lib/shell-state/modal-store";
import { Logo } from "../../ui/logo";
import type { NavItem } from "../navigation/nav-items";
import { useMenu } from "../navigation/use-menu";
import { LocaleCurrencyButton } from "../preferences/locale-currency-button";
import { useTheme } from "../preferences/theme";
import { FooterLogos } from "./footer-logos-section";
import { FooterSeoText } from "./footer-seo-text";

/** The built-in columns, shown only when the CMS footer menu cannot be fetched. */
const COLUMNS: { title: string; links: { key: string; path: string }[] }[] = [
  {
    title: "footer.about",
    links: [
      { key: "footer.aboutUs", path: "/promotions" },
      { key: "footer.responsible", path: "/profile/responsiblegambling" },
    ],
  },
  {
    title: "footer.help",
    links: [
      { key: "footer.faq", path: "/contact" },
      { key: "footer.contact", path: "/contact" },
    ],
  },
  {
    title: "footer.legal",
    links: [
      { key: "footer.bettingRules", path: "/reguli-de-pariere" },
      { key: "footer.casinoRules", path: "/regulamente-jocuri-casino" },
    ],
  },
];

/**
 * The questionnaire link for logged-in players (docs/product/shell.md#footer: "when enabled"). On by default; a
 * deployment that does not run the AML questionnaire sets VITE_QUESTIONNAIRE_ENABLED=false at build time.
 */
const QUESTIONNAIRE_ENABLED = import.meta.env.VITE_QUESTIONNAIRE_ENABLED !== "false";

const yearIn = (zone: string) =>
  new Intl.DateTimeFormat("en", { timeZone: zone, year: "numeric" }).format(new Date());

/** The built-in columns as menu items, translated. */
function useFallbackColumns(): NavItem[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      COLUMNS.map((column) => ({
        key: column.title,
        label: t(column.title),
        path: column.links[0]?.path ?? "/",
        icon: Dice5,
        items: column.links.map((link) => ({
          key: link.key,
          label: t(link.key),
          path: link.path,
          icon: Dice5,
        })),
      })),
    [t],
  );
}

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const health = useHealth();
  const player = usePlayer();
  const columns = useMenu("footer", useFallbackColumns());
  const content = useFooterContent(locale, theme);
  const payments = usePaymentMethods(locale, theme);
  const year = yearIn(TIME_ZONE);
  return (
    <footer className="mt-16 border-t border-border/70 bg-bg-elevated px-4 pb-24 pt-10 sm:px-8 lg:pb-10">
      <FooterSeoText />
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-[1.2fr_repeat(4,1fr)] md:gap-8">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Logo label={t("brand.name")} />
          <p className="max-w-sm text-sm text-muted">
            {t("footer.license", { company: COMPANY_NAME, licence: LICENCE_NUMBER })}
          </p>
          {player && QUESTIONNAIRE_ENABLED ? (
            <button
              type="button"
              onClick={openQuestionnaire}
              className="block text-sm font-semibold text-primary-strong hover:underline"
            >
              {t("content.questionnaire")}
            </button>
          ) : null}
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-label={column.label ?? ""}>
            <h2 className="mb-3 text-xs font-bold uppercase tracking-widest text-subtle">{column.label}</h2>
            <ul className="space-y-2">
              {(column.items ?? []).map((link) => (
                <li key={link.key}>
                  {link.external ? (
                    <a
                      href={link.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm text-muted hover:text-text"
                    >
                      {link.label}
                      <span className="sr-only"> {t("content.newTab")}</span>
                    </a>
                  ) : (
                    <Link to={navHref(locale, link)} className="text-sm text-muted hover:text-text">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <FooterLogos content={content} payments={payments} />
      <div className="mx-auto mt-10 flex max-w-6xl flex-wrap items-center gap-4 border-t border-border/70 pt-6">
        <AgeSeal />
        <p className="text-sm text-muted">{t("footer.age")}</p>
        <LocaleCurrencyButton className="ml-auto" />
      </div>
      {content?.license ? (
        <CmsHtml html={content.license} className="mx-auto mt-6 max-w-6xl text-xs text-subtle" />
      ) : null}
      <div className="mx-auto mt-6 flex max-w-6xl flex-wrap items-center justify-between gap-2 text-xs text-subtle">
        <span>
          {content
            ? `© ${year} ${content.copyright}`
            : t("footer.copyright", { year, company: COMPANY_NAME })}
        </span>
        {/* Fixed width so the version arriving after hydration shifts nothing. */}
        <span className="inline-block min-w-[10ch] text-right tabular-nums">
          {health.data ? t("footer.version", { version: health.data.version }) : ""}
        </span>
      </div>
    </footer>
  );
}

/** The 18+ seal, drawn for the product. */
function AgeSeal() {
  return (
    <svg viewBox="0 0 48 48" className="size-11 shrink-0" role="img" aria-label="18+">
      <circle
        cx="24"
        cy="24"
        r="21"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        className="text-danger"
      />
      <text
        x="24"
        y="29.5"
        textAnchor="middle"
        fontSize="15"
        fontWeight="800"
        fill="currentColor"
        className="text-text"
      >
        18+
      </text>
    </svg>
  );
}
