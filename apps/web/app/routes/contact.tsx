import { CircleHelp, Mail, MessageCircle, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, type MetaFunction } from "react-router";
import { useCookieAnswered } from "../features/cookie-consent/use-cookie-answered";
import { translator } from "../i18n/i18n";
import { localized } from "../lib/locale/paths";
import { useLocale } from "../lib/locale/use-locale";
import { openSupport } from "../lib/shell-state/modal-store";
import { seoMeta } from "../shell/page-meta";
import { PageHero } from "../ui/page-hero";
import { routeLocale } from "./content-loader";

export const meta: MetaFunction = ({ params, matches }) => {
  const locale = routeLocale(params.locale);
  const t = translator(locale);
  const layout = matches.find((match) => match?.id === "routes/locale-layout")?.data as
    | { origin?: string }
    | undefined;
  return seoMeta({
    origin: layout?.origin ?? "",
    path: "/contact",
    locale,
    title: `${t("pages.contact")} · ${t("brand.name")}`,
    description: t("support.description"),
  });
};

/**
 * /{locale}/contact. Links to it open the support modal in place (the shell catches them,
 * docs/product/shell.md#routes); arriving here directly (a bookmark, an e-mail) opens it over this page, which lists
 * the same ways to reach us, once the cookie banner is answered (a modal over it would leave it unreachable).
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const cookiesAnswered = useCookieAnswered();
  useEffect(() => {
    if (cookiesAnswered) openSupport("email");
  }, [cookiesAnswered]);
  return (
    <div className="space-y-6">
      <PageHero title={t("pages.contact")}>{t("support.description")}</PageHero>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Way icon={<Mail className="size-5" aria-hidden />} title={t("support.tabs.email")}>
          <button type="button" onClick={() => openSupport("email")} className={ACTION}>
            {t("support.writeToUs")}
          </button>
        </Way>
        <Way icon={<MessageCircle className="size-5" aria-hidden />} title={t("support.tabs.chat")}>
          <button type="button" onClick={() => openSupport("chat")} className={ACTION}>
            {t("support.chat.title")}
          </button>
        </Way>
        <Way icon={<CircleHelp className="size-5" aria-hidden />} title={t("chatPanel.faq")}>
          <Link to={localized(locale, "/faq")} className={ACTION}>
            {t("support.readFaq")}
          </Link>
        </Way>
        <Way icon={<ShieldCheck className="size-5" aria-hidden />} title={t("chatPanel.rg")}>
          <Link to={localized(locale, "/responsible-gambling")} className={ACTION}>
            {t("chatPanel.rgPage")}
          </Link>
        </Way>
      </ul>
    </div>
  );
}

const ACTION = "text-sm font-semibold text-primary-strong hover:underline";

function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-border/70 bg-surface p-5 shadow-card">
      <span className="grid size-10 place-items-center rounded-xl bg-primary/15 text-primary-strong">
        {icon}
      </span>
      <h2 className="font-bold">{title}</h2>
      {children}
    </li>
  );
}
