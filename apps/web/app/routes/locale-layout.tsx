import { isUrlLocale } from "@casino/contract";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from "react-router";
import { restoreSession, type Session, useSeedSession } from "../features/auth/api/get-session";
import { createI18n } from "../i18n/i18n";
import { AppShell } from "../shell/app-shell";
import { useLocale } from "../shell/use-locale";

export interface LocaleLayoutData {
  /** The visitor's session from the cookie, or null for a guest: known before the first paint (SPEC §2 restore). */
  session: Session | null;
}

/** Every page lives under /en, /de or /en-ca; any other first segment is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<LocaleLayoutData> {
  if (!isUrlLocale(params.locale)) throw data(null, { status: 404 });
  return { session: await restoreSession(request, context) };
}

/** Pages are rendered for the player behind the cookie, so no shared cache may keep one for someone else. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-cache", Vary: "Cookie" });

/**
 * After the first load the browser owns the session (TanStack Query: login, logout and 401s update it), so moving
 * between pages does not ask the server again; only a change of locale re-runs the loader.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale ? defaultShouldRevalidate : false;
}

export default function LocaleLayout() {
  const locale = useLocale();
  const { session } = useLoaderData<typeof loader>();
  useSeedSession(session);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell>
        <Outlet />
      </AppShell>
    </I18nextProvider>
  );
}
