import { ChevronsLeft, ChevronsRight, X } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { LanguageSwitcher } from "./language-switcher";
import { LiveClock } from "./live-clock";
import { isActive, MAIN_NAV, type NavItem, SECONDARY_NAV } from "./nav-items";
import { localized } from "./paths";
import { useShell, useSidebarCollapsed } from "./shell-store";
import { ThemeToggle } from "./theme-toggle";
import { useLocale } from "./use-locale";

export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { setCollapsed, drawerOpen, setDrawerOpen } = useShell();
  const collapsed = useSidebarCollapsed();
  // Guests do not see authenticated items (SPEC §2); the session is known from the first paint.
  const isGuest = !usePlayer();
  // The drawer closes whenever the page changes.
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);
  const here = pathname.replace(/^\/[^/]+/, "") || "/";
  const visible = (items: NavItem[]) => items.filter((item) => !(item.authenticated && isGuest));
  return (
    <>
      <div
        aria-hidden
        onClick={() => setDrawerOpen(false)}
        className={`fixed inset-0 z-40 bg-black/60 backdrop-blur-sm transition-opacity lg:hidden ${
          drawerOpen ? "opacity-100" : "pointer-events-none opacity-0"
        }`}
      />
      <aside
        id="sidebar"
        data-collapsed={collapsed}
        className={`fixed inset-y-0 left-0 z-50 flex w-sidebar flex-col border-r border-border/70 bg-bg-elevated transition-[transform,width] duration-200 lg:sticky lg:top-header lg:z-30 lg:h-[calc(100dvh-var(--spacing-header))] lg:translate-x-0 ${
          drawerOpen ? "translate-x-0" : "-translate-x-full"
        } ${collapsed ? "lg:w-sidebar-collapsed" : "lg:w-sidebar"}`}
      >
        <div className="flex items-center justify-between gap-2 p-3 lg:hidden">
          <LanguageSwitcher />
          <ThemeToggle className="ml-auto grid sm:hidden" />
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            className="grid size-10 place-items-center rounded-xl text-muted hover:bg-surface-2 hover:text-text"
            aria-label={t("sidebar.collapse")}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label={t("nav.main")} className="flex-1 overflow-y-auto overflow-x-hidden px-2 py-3">
          <NavList items={visible(MAIN_NAV)} here={here} collapsed={collapsed} />
          <div className="mx-3 my-3 h-px bg-border/70" />
          <NavList items={visible(SECONDARY_NAV)} here={here} collapsed={collapsed} />
        </nav>
        <div
          className={`flex items-center border-t border-border/70 p-3 ${collapsed ? "lg:justify-center" : "justify-between"}`}
        >
          <span className={collapsed ? "lg:hidden" : ""}>
            <LiveClock />
          </span>
          <button
            type="button"
            onClick={() => setCollapsed(!collapsed)}
            className="hidden size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-text lg:grid"
            aria-label={t(collapsed ? "sidebar.expand" : "sidebar.collapse")}
          >
            {collapsed ? (
              <ChevronsRight className="size-4" aria-hidden />
            ) : (
              <ChevronsLeft className="size-4" aria-hidden />
            )}
          </button>
        </div>
      </aside>
    </>
  );
}

function NavList({ items, here, collapsed }: { items: NavItem[]; here: string; collapsed: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = isActive(item, here);
        const Icon = item.icon;
        return (
          <li key={item.key}>
            <Link
              to={localized(locale, item.path)}
              prefetch="intent"
              aria-current={active ? "page" : undefined}
              title={collapsed ? t(`nav.${item.key}`) : undefined}
              className={`group flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
                active
                  ? "bg-primary/15 text-text ring-1 ring-inset ring-primary/40"
                  : "text-muted hover:bg-surface-2 hover:text-text"
              }`}
            >
              <Icon className={`size-5 shrink-0 ${active ? "text-primary-strong" : ""}`} aria-hidden />
              <span className={`truncate ${collapsed ? "lg:sr-only" : ""}`}>{t(`nav.${item.key}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
