import { isUrlLocale } from "@casino/contract";
import { data, type MetaFunction } from "react-router";
import { translator } from "../i18n/i18n";
import { useLocale } from "../lib/locale/use-locale";
import { ErrorPage } from "../shell/error-page";

/** Any unknown path under a valid locale: a real 404 status, rendered inside the shell. */
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = ({ params }) => {
  const t = translator(isUrlLocale(params.locale) ? params.locale : "en");
  return [{ title: `${t("pages.notFound")} · ${t("brand.name")}` }];
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorPage locale={useLocale()} kind="notFound" inShell />;
}
