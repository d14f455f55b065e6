import { isUrlLocale } from "@casino/contract";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { translator } from "../i18n/i18n";
import { useModals } from "../shell/modal-store";
import { localized } from "../shell/paths";
import { useLocale } from "../shell/use-locale";
import { PageHero } from "../ui/page-hero";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("pages.register")} · ${t("brand.name")}` }];
};

/** /{locale}/register: the sign-up modal open over the page; closing it goes home. */
export default function RegisterPage() {
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const { t } = useTranslation();
  // Decided on arrival: a guest who signs up here becomes a player but stays on the flow's last screen.
  const guestOnArrival = useRef(!usePlayer()).current;
  useEffect(() => {
    if (guestOnArrival) open({ name: "signup" }, { dismissTo: localized(locale, "/") });
  }, [guestOnArrival, locale, open]);
  return <PageHero title={t("pages.register")}>{t("signup.description")}</PageHero>;
}
