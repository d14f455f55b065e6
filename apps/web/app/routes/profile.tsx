import { isUrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { LoginHistory } from "../features/account/components/login-history";
import { ProfileOverview } from "../features/account/components/profile-overview";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("pages.profile")} · ${t("brand.name")}` }];
};

/** /{locale}/profile: the player's details, password and profile changes, and the login history. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pages.profile")}</h1>
        <p className="mt-1 text-muted">{t("profile.subtitle")}</p>
      </header>
      <ProfileOverview />
      <LoginHistory />
    </div>
  );
}
