import { URL_LOCALES, type UrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { switchLocale } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { ChoiceCards } from "../../ui/choice-cards";
import { applyTheme, type Theme, useTheme } from "./theme";

/** Global settings: the site's language (the same page reloads in it, so every text and format changes at once). */
export function LanguageSetting() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  return (
    <ChoiceCards<UrlLocale>
      legend={t("language.label")}
      value={locale}
      onChange={(target) => window.location.assign(switchLocale(location.pathname, location.search, target))}
      choices={URL_LOCALES.map((target) => ({
        value: target,
        label: t(`language.${target}`),
        detail: target.toUpperCase(),
      }))}
    />
  );
}

/** Global settings: dark or light colours, kept in the cookie the server renders with. */
export function ThemeSetting() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <ChoiceCards<Theme>
      legend={t("settings.theme.label")}
      value={theme}
      onChange={applyTheme}
      choices={(["dark", "light"] as const).map((option) => ({
        value: option,
        label: t(`settings.theme.${option}`),
        detail: t(`settings.theme.${option}Detail`),
      }))}
    />
  );
}
