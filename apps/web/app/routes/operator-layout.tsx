import { isUrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { type MetaFunction, Outlet } from "react-router";
import { OperatorConsole } from "../features/operator/components/operator-console";
import { translator } from "../i18n/i18n";

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("operator.title")} · ${t("brand.name")}` }, { name: "robots", content: "noindex" }];
};

/** /{locale}/operator/*: the back office's frame (side navigation by the caller's staff roles) around each screen. */
export default function OperatorLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("operator.title")}</h1>
      <OperatorConsole>
        <Outlet />
      </OperatorConsole>
    </div>
  );
}
