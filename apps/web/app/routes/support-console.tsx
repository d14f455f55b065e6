import { isUrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "react-router";
import { AgentConsole } from "../features/support/components/agent-console";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [
    { title: `${t("supportChat.console.title")} · ${t("brand.name")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** /{locale}/support/console: the support team answers live chats (players without the role see a notice). */
export default function SupportConsolePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("supportChat.console.title")}
        </h1>
        <p className="mt-1 text-muted">{t("supportChat.console.subtitle")}</p>
      </header>
      <AgentConsole />
    </div>
  );
}
