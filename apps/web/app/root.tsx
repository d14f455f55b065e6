import { isUrlLocale, LOCALE_TAG, type OddsFormat, type UrlLocale } from "@casino/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import "./app.css";
import { BOOT_AFTER_PAINT } from "./boot-after-paint";
import { readOddsFormat } from "./features/sportsbook/odds-format";
import { needed } from "./i18n/i18n";
import { createQueryClient } from "./lib/query-client";
import { RootDataContext } from "./lib/root-data";
import { readSidebarCollapsed } from "./lib/shell-state/shell-store";
import { DemoRibbon } from "./shell/demo-ribbon";
import { replayEarlyPress } from "./shell/early-press";
import { ErrorPage } from "./shell/error-page";
import { readTheme, type Theme } from "./shell/preferences/theme";

export interface RootData {
  locale: UrlLocale;
  theme: Theme;
  nonce: string;
  sidebarCollapsed: boolean;
  /** The player's odds format (`vela_odds` cookie, else the locale's default), so SSR prints prices right. */
  oddsFormat: OddsFormat;
  /** The sandbox payment provider is configured: no real money, and every page says so. */
  demo: boolean;
  /** The page's language chunks, preloaded beside the app's code: the client entry waits for them to hydrate. */
  languagePreloads: string[];
  /** The chunks of each lazy part the server renders: a page that shows one preloads them (shell/lazy-part.tsx). */
  lazyPartPreloads: Record<string, string[]>;
}

export function loader({ params, request, context }: LoaderFunctionArgs): RootData {
  const locale = isUrlLocale(params.locale) ? params.locale : "en";
  const cookie = request.headers.get("cookie");
  return {
    locale,
    theme: readTheme(cookie),
    nonce: context.nonce ?? "",
    sidebarCollapsed: readSidebarCollapsed(cookie),
    oddsFormat: readOddsFormat(cookie, locale),
    demo: context.payments === "sandbox",
    languagePreloads: needed(locale).flatMap((tag) => context.languageChunks?.[tag] ?? []),
    lazyPartPreloads: context.lazyPartChunks ?? {},
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const locale = data?.locale ?? "en";
  const nonce = data?.nonce;
  return (
    <html lang={LOCALE_TAG[locale]} data-theme={data?.theme ?? "dark"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0a0e1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable app (PWA): the manifest opens the app in this locale; iOS reads its own tags. */}
        <link rel="manifest" href={`/${locale}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="apple-mobile-web-app-title" content="Vela" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent" />
        <Meta />
        <Links />
        {data?.languagePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
      </head>
      <body className="bg-bg text-text">
        {data?.demo ? <DemoRibbon locale={locale} /> : null}
        <RootDataContext value={data}>{children}</RootDataContext>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Runs the scripts above once the page has painted (boot-after-paint.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this repository, no input in it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_AFTER_PAINT }} />
      </body>
    </html>
  );
}

export default function App() {
  // One client per render on the server (never shared between visitors) and one per tab in the browser.
  const [queryClient] = useState(createQueryClient);
  // Lets tests and monitoring tell a hydrated page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyPress();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage locale={data?.locale ?? "en"} kind={notFound ? "notFound" : "error"} />;
}
