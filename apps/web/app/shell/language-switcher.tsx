import { URL_LOCALES } from "@casino/contract";
import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { switchLocale } from "./paths";
import { useLocale } from "./use-locale";

/** Reloads the same path in the chosen locale (a full document load, so every text and format changes at once). */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <nav aria-label={t("language.label")} className={`flex items-center gap-1 ${className}`}>
      <Globe className="size-4 text-muted" aria-hidden />
      {URL_LOCALES.map((target) => (
        <a
          key={target}
          href={switchLocale(location.pathname, location.search, target)}
          hrefLang={target}
          lang={target}
          aria-current={target === locale ? "true" : undefined}
          className={`rounded-md px-2 py-1 text-xs font-semibold uppercase tracking-wide transition-colors ${
            target === locale ? "bg-surface-3 text-text" : "text-muted hover:text-text hover:bg-surface-2"
          }`}
          title={t(`language.${target}`)}
        >
          {target === "en-ca" ? "EN-CA" : target}
          <span className="sr-only"> – {t(`language.${target}`)}</span>
        </a>
      ))}
    </nav>
  );
}
