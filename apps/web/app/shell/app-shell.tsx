import { Wrench } from "lucide-react";
import { type CSSProperties, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { usePlayer } from "../features/auth/api/get-session";
import { ImpersonationFrame } from "../features/auth/components/impersonation-banner";
import { useMaintenance } from "../lib/shell-state/layout-data";
import { LazyToaster, useToasterWanted } from "../lib/toast";
import { Footer } from "./footer/footer";
import { lazyPart } from "./lazy-part";
import { ModalHost } from "./modal-host";
import { BottomBar } from "./navigation/bottom-bar";
import { Header } from "./navigation/header";
import { Sidebar } from "./navigation/sidebar";
import { PlayerLive } from "./player-live";
import { ServiceWorker } from "./pwa/service-worker";
import { ScrollToTop } from "./scroll-to-top";
import { StreamStatus } from "./stream-status";

/**
 * The players' chat panel, fetched only for a signed-in player (docs/decisions/0215-initial-javascript-per-area.md);
 * loaded before hydrating a page that shows it, so its buttons work from the first press
 * (docs/decisions/0222-first-press-and-lazy-parsing.md).
 */
const ChatPanel = lazyPart("chat-panel");

/** docs/product/shell.md#layout: toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5000;

/**
 * Toasts at the bottom left of the page's column (app.css --float-*), above any floating panel there
 * (--toast-lift): at the top they covered the header and page titles, at the right they would cover row actions.
 */
const TOAST_OFFSET = {
  bottom: "calc(var(--float-bottom) + var(--toast-lift, 0px))",
  left: "var(--float-left)",
};

/** Sonner's colours from our tokens, so toasts follow the theme. */
const TOAST_COLOURS = {
  "--normal-bg": "var(--c-surface)",
  "--normal-text": "var(--c-text)",
  "--normal-border": "var(--c-border)",
} as CSSProperties;

/**
 * The page frame: header on top, sidebar on the left, main and footer, the players' chat panel on the right (it
 * narrows the page rather than covering it), and the bottom bar on mobile.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const player = usePlayer();
  const toasterWanted = useToasterWanted();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-contrast"
      >
        Skip to content
      </a>
      {/* While staff see the site as a player, a banner saying so sits above the header on every page. */}
      <ImpersonationFrame>
        <Header />
      </ImpersonationFrame>
      <MaintenanceBanner />
      <div className="flex">
        <Sidebar />
        <div className="min-w-0 flex-1">
          <main id="main" className="mx-auto w-full max-w-[1600px] px-3 py-6 sm:px-6">
            {children}
          </main>
          <Footer />
        </div>
        {player ? <ChatPanel /> : null}
      </div>
      <BottomBar />
      <ScrollToTop />
      <ModalHost />
      <PlayerLive />
      <StreamStatus />
      <ServiceWorker />
      {/* Mounted with the first toast (lib/toast.ts): a page that never shows one never downloads sonner. */}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <LazyToaster
            position="bottom-left"
            offset={TOAST_OFFSET}
            mobileOffset={{ ...TOAST_OFFSET, right: "0.75rem" }}
            duration={TOAST_DURATION_MS}
            closeButton
            style={TOAST_COLOURS}
            toastOptions={{
              classNames: {
                toast: "rounded-2xl! shadow-card! font-sans!",
                success: "[&_[data-icon]]:text-success!",
                error: "[&_[data-icon]]:text-danger!",
              },
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Tells every visitor why sign-up and deposits are missing while an operator has the site in maintenance. */
function MaintenanceBanner() {
  const { t } = useTranslation();
  if (!useMaintenance()) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b border-warning/40 bg-warning/15 px-4 py-2 text-center text-sm font-semibold text-warning-ink"
    >
      <Wrench className="size-4 shrink-0" aria-hidden />
      {t("maintenance.banner")}
    </div>
  );
}
