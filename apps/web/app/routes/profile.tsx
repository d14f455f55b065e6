import { isUrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { AccountSummary } from "../features/account/components/account-summary";
import { ActivityStatement } from "../features/account/components/activity-statement";
import { LoginHistory } from "../features/account/components/login-history";
import { ProfileOverview } from "../features/account/components/profile-overview";
import { usePlayer } from "../features/auth/api/get-session";
import { useBalance } from "../features/cashier/api/get-balance";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("pages.profile")} · ${t("brand.name")}` }];
};

/**
 * /{locale}/profile: the account at a glance (state, balance, quick links), the player's details with password and
 * profile changes, the activity statement download and the login history.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const player = usePlayer();
  const balance = useBalance(!!player);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("pages.profile")}</h1>
        <p className="mt-1 text-muted">{t("profile.subtitle")}</p>
      </header>
      {player ? (
        <AccountSummary
          name={player.firstName || player.username}
          emailVerified={player.isEmailVerified}
          balance={balance.data}
          currency={player.currency.code}
        />
      ) : null}
      <ProfileOverview />
      <ActivityStatement />
      <LoginHistory />
    </div>
  );
}
