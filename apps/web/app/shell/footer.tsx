import { TIME_ZONE } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useHealth } from "../features/health/api/get-health";
import { Logo } from "../ui/logo";
import { LanguageSwitcher } from "./language-switcher";
import { localized } from "./paths";
import { useLocale } from "./use-locale";

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

const yearIn = (zone: string) =>
  new Intl.DateTimeFormat("en", { timeZone: zone, year: "numeric" }).format(new Date());

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const health = useHealth();
  return (
    <footer className="mt-16 border-t border-border/70 bg-bg-elevated px-4 pb-24 pt-10 sm:px-8 lg:pb-10">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Logo label={t("brand.name")} />
          <p className="max-w-sm text-sm text-muted">{t("footer.license")}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="mb-3 text-xs font-bold uppercase tracking-widest text-subtle">
              {t(column.title)}
            </h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={localized(locale, link.path)} className="text-sm text-muted hover:text-text">
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-wrap items-center gap-4 border-t border-border/70 pt-6">
        <AgeSeal />
        <p className="text-sm text-muted">{t("footer.age")}</p>
        <LanguageSwitcher className="ml-auto" />
      </div>
      <div className="mx-auto mt-6 flex max-w-6xl flex-wrap items-center justify-between gap-2 text-xs text-subtle">
        <span>{t("footer.copyright", { year: yearIn(TIME_ZONE) })}</span>
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
