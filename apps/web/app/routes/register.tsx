import { isUrlLocale } from "@casino/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { useCookieAnswered } from "../features/cookie-consent/use-cookie-answered";
import { translator } from "../i18n/i18n";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { useMaintenance } from "../lib/shell-state/layout-data";
import { useModals } from "../lib/shell-state/modal-store";
import { Notice } from "../ui/notice";
import { PageHero } from "../ui/page-hero";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("pages.register")} · ${t("brand.name")}` }];
};

/**
 * /{locale}/register: the sign-up modal open over the page; closing it goes home. Closed in maintenance mode. On a
 * first visit it opens once the cookie banner is answered: a modal over the banner would leave it unreachable.
 */
export default function RegisterPage() {
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const { t } = useTranslation();
  const maintenance = useMaintenance();
  const cookiesAnswered = useCookieAnswered();
  // Decided on arrival: a guest who signs up here becomes a player but stays on the flow's last screen.
  const guestOnArrival = useRef(!usePlayer()).current;
  useEffect(() => {
    if (guestOnArrival && !maintenance && cookiesAnswered)
      open({ name: "signup" }, { dismissTo: localized(locale, "/") });
  }, [guestOnArrival, maintenance, cookiesAnswered, locale, open]);
  return (
    <div className="space-y-4">
      <PageHero title={t("pages.register")}>{t("signup.description")}</PageHero>
      {maintenance ? <Notice tone="info">{t("maintenance.signupPaused")}</Notice> : null}
    </div>
  );
}
