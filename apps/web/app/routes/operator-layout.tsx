import { isUrlLocale } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { type ClientLoaderFunctionArgs, type MetaFunction, Outlet } from "react-router";
import { OperatorConsole } from "../features/operator/components/operator-console";
import { loadOperatorTexts, translator } from "../i18n/i18n";

/**
 * Nothing to load on the server (it holds every text); the loader is here so that the client loader below runs on
 * navigation only: a back-office page opened directly gets its texts from the client entry before hydrating.
 */
export const loader = () => null;

/** The back office's texts are a file of their own per language, fetched before its pages render in the browser. */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  await loadOperatorTexts(isUrlLocale(params.locale) ? params.locale : "en");
  return null;
}

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
