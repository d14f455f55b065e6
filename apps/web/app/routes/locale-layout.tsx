import { isUrlLocale } from "@casino/contract";
import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  type ClientLoaderFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
} from "react-router";
import { restoreSession, type Session, useSeedSession } from "../features/auth/api/get-session";
import { loadShellContent, type QuerySeed, useSeedQueries } from "../features/content/api/load-shell-content";
import { CookieConsent } from "../features/cookie-consent/components/cookie-consent";
import { CONSENT_REQUIRED, type Preferences, readConsent } from "../features/cookie-consent/consent-state";
import { getSiteSettings } from "../features/settings/api/get-site-settings";
import { createI18n, loadLocale } from "../i18n/i18n";
import { useLocale } from "../lib/locale/use-locale";
import { readDisplayCurrency, type ShellData } from "../lib/shell-state/layout-data";
import { readChatOpen } from "../lib/shell-state/shell-store";
import { AppShell } from "../shell/app-shell";
import { readTheme } from "../shell/preferences/theme";
import { countryHeaders } from "./content-loader";

export interface LocaleLayoutData {
  /**
   * The visitor's session from the cookie, or null for a guest: known before the first paint
   * (docs/product/shell.md#start-up).
   */
  session: Session | null;
  /** The CMS menus and footer, seeded into the query cache so the first paint has them. */
  shellContent: QuerySeed[];
  /** The cookie choices, so the banner is in the first paint only when it is needed. */
  cookieConsent: Preferences;
  /** The site origin, for absolute canonical and hreflang links. */
  origin: string;
  /** Maintenance mode and the visitor's chat-panel and display-currency choices, for the shell's first paint. */
  shell: ShellData;
}

/** Every page lives under /en, /de or /en-ca; any other first segment is a 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<LocaleLayoutData> {
  if (!isUrlLocale(params.locale)) throw data(null, { status: 404 });
  const cookie = request.headers.get("cookie");
  const origin = context.apiOrigin ?? request.url;
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(5_000)]);
  const [session, shellContent, settings] = await Promise.all([
    restoreSession(request, context),
    loadShellContent(params.locale, readTheme(cookie), {
      origin,
      cookie,
      signal,
      country: countryHeaders(request),
    }),
    getSiteSettings({ origin, signal }),
  ]);
  return {
    session,
    shellContent,
    cookieConsent: readConsent(cookie),
    origin: new URL(request.url).origin,
    shell: {
      maintenance: settings.maintenance,
      chatOpen: readChatOpen(cookie),
      displayCurrency: readDisplayCurrency(cookie),
    },
  };
}

/** A change of locale in the browser fetches that language's texts before any page renders in it. */
export async function clientLoader({ params, serverLoader }: ClientLoaderFunctionArgs) {
  if (isUrlLocale(params.locale)) await loadLocale(params.locale);
  return serverLoader<typeof loader>();
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
  const { session, shellContent, cookieConsent } = useLoaderData<typeof loader>();
  useSeedSession(session);
  useSeedQueries(shellContent);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell>
        <Outlet />
        <CookieConsent required={CONSENT_REQUIRED} stored={cookieConsent} />
      </AppShell>
    </I18nextProvider>
  );
}
