import type { CSSProperties, ReactNode } from "react";
import { Toaster } from "sonner";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import { ModalHost } from "./modal-host";
import { PlayerLive } from "./player-live";
import { ScrollToTop } from "./scroll-to-top";
import { Sidebar } from "./sidebar";

/** SPEC §9: toasts stay 5 seconds. */
const TOAST_DURATION_MS = 5000;

/** Sonner's colours from our tokens, so toasts follow the theme. */
const TOAST_COLOURS = {
  "--normal-bg": "var(--c-surface)",
  "--normal-text": "var(--c-text)",
  "--normal-border": "var(--c-border)",
} as CSSProperties;

/** The page frame: header on top, sidebar on the left, main and footer, and the bottom bar on mobile. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-contrast"
      >
        Skip to content
      </a>
      <Header />
      <div className="flex">
        <Sidebar />
        <div className="min-w-0 flex-1">
          <main id="main" className="mx-auto w-full max-w-[1600px] px-3 py-6 sm:px-6">
            {children}
          </main>
          <Footer />
        </div>
      </div>
      <BottomBar />
      <ScrollToTop />
      <ModalHost />
      <PlayerLive />
      <Toaster
        position="top-center"
        offset={76}
        mobileOffset={{ top: 72 }}
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
    </div>
  );
}
