import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CurrencySetting } from "../features/account/components/settings/currency-setting";
import { MarketingSetting } from "../features/account/components/settings/marketing-setting";
import { PasswordSetting } from "../features/account/components/settings/password-setting";
import { usePlayer } from "../features/auth/api/get-session";
import { OddsFormatSetting } from "../features/sportsbook/components/odds-format-setting";
import { pageMeta } from "../shell/page-meta";
import { LanguageSetting, ThemeSetting } from "../shell/preferences/display-settings";

export const meta = pageMeta("globalSettings", { noindex: true });

function SettingCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-extrabold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{description}</p>
      {children}
    </section>
  );
}

/** /{locale}/profile/global-settings: odds format, language and colour theme, each applied at once. */
export default function GlobalSettingsPage() {
  const { t } = useTranslation();
  const player = usePlayer();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pages.globalSettings")}</h1>
        <p className="mt-1 text-muted">{t("settings.subtitle")}</p>
      </header>
      <SettingCard
        id="setting-odds"
        title={t("sports.oddsFormat.label")}
        description={t("sports.oddsFormat.description")}
      >
        <OddsFormatSetting />
      </SettingCard>
      <SettingCard
        id="setting-language"
        title={t("language.label")}
        description={t("settings.language.description")}
      >
        <LanguageSetting />
      </SettingCard>
      <SettingCard
        id="setting-theme"
        title={t("settings.theme.label")}
        description={t("settings.theme.description")}
      >
        <ThemeSetting />
      </SettingCard>
      {/* Account sections (support/account feature): currency display, marketing preferences, password. */}
      <SettingCard
        id="setting-currency"
        title={t("account.settings.currencyTitle")}
        description={t("account.settings.currencyDescription")}
      >
        <CurrencySetting accountCurrency={player?.currency.code ?? "EUR"} />
      </SettingCard>
      <SettingCard
        id="setting-marketing"
        title={t("account.settings.marketingTitle")}
        description={t("account.settings.marketingDescription")}
      >
        <MarketingSetting />
      </SettingCard>
      <SettingCard
        id="setting-password"
        title={t("account.settings.passwordTitle")}
        description={t("account.settings.passwordDescription")}
      >
        <PasswordSetting />
      </SettingCard>
    </div>
  );
}
