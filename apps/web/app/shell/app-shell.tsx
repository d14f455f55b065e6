import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";

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
    </div>
  );
}
