import { isUrlLocale } from "@casino/contract";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { data, type LoaderFunctionArgs, Outlet } from "react-router";
import { createI18n } from "../i18n/i18n";
import { AppShell } from "../shell/app-shell";
import { useLocale } from "../shell/use-locale";

/** Every page lives under /en, /de or /en-ca; any other first segment is a 404. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isUrlLocale(params.locale)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  const locale = useLocale();
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell>
        <Outlet />
      </AppShell>
    </I18nextProvider>
  );
}
