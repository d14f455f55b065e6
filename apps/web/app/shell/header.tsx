import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Logo } from "../ui/logo";
import { isActive, MAIN_NAV } from "./nav-items";
import { localized } from "./paths";
import { useShell, useSidebarCollapsed } from "./shell-store";
import { ThemeToggle } from "./theme-toggle";
import { useLocale } from "./use-locale";

export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const here = pathname.replace(/^\/[^/]+/, "") || "/";
  const { setCollapsed, drawerOpen, setDrawerOpen } = useShell();
  const collapsed = useSidebarCollapsed();
  const toggleMenu = () => {
    if (window.matchMedia("(min-width: 1024px)").matches) setCollapsed(!collapsed);
    else setDrawerOpen(!drawerOpen);
  };
  return (
    <header className="sticky top-0 z-40 flex h-header items-center gap-2 border-b border-border/70 bg-bg-elevated/85 px-3 backdrop-blur-md sm:px-4">
      <button
        type="button"
        onClick={toggleMenu}
        className="grid size-10 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
        aria-label={t("header.menu")}
        aria-expanded={drawerOpen}
        aria-controls="sidebar"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <Link to={localized(locale, "/casino")} className="rounded-lg sm:mr-2" prefetch="intent">
        <Logo label={t("brand.name")} />
      </Link>
      <nav aria-label={t("nav.main")} className="hidden items-center gap-1 lg:flex">
        {MAIN_NAV.map((item) => {
          const active = isActive(item, here);
          return (
            <Link
              key={item.key}
              to={localized(locale, item.path)}
              prefetch="intent"
              aria-current={active ? "page" : undefined}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                active ? "bg-surface-2 text-text" : "text-muted hover:bg-surface-2 hover:text-text"
              }`}
            >
              {t(`nav.${item.key}`)}
            </Link>
          );
        })}
      </nav>
      <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
        <ThemeToggle />
        <Link
          to={`${localized(locale, pathname.replace(/^\/[^/]+/, "") || "/")}?login=1`}
          className="rounded-xl border border-border px-3 py-2 text-sm font-semibold text-text transition-colors hover:bg-surface-2 sm:px-4"
        >
          {t("header.login")}
        </Link>
        <Link
          to={localized(locale, "/register")}
          className="rounded-xl bg-primary px-3 py-2 text-sm font-bold text-primary-contrast shadow-[0_6px_20px_-6px_var(--c-primary)] transition-colors hover:bg-primary-hover sm:px-4"
        >
          {t("header.register")}
        </Link>
      </div>
    </header>
  );
}
