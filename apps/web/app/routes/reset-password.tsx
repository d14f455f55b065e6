import { isUrlLocale } from "@casino/contract";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { useCookieAnswered } from "../features/cookie-consent/use-cookie-answered";
import { translator } from "../i18n/i18n";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { useModals } from "../lib/shell-state/modal-store";
import { PageHero } from "../ui/page-hero";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("pages.resetPassword")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** Without a key there is nothing to reset: go home. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get("key");
  if (!key) throw redirect(`/${params.locale}`);
  return { key };
}

/**
 * /{locale}/resetpassword?key=… (the e-mail link): the auth modal's reset screen over the page, once the cookie
 * banner is answered (a modal over it would leave it unreachable).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { key } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const open = useModals((state) => state.open);
  const cookiesAnswered = useCookieAnswered();
  useEffect(() => {
    if (cookiesAnswered)
      open({ name: "auth", screen: "reset", resetKey: key }, { dismissTo: localized(locale, "/") });
  }, [key, locale, open, cookiesAnswered]);
  return <PageHero title={t("pages.resetPassword")}>{t("auth.reset.description")}</PageHero>;
}
