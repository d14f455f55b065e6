import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePlayer } from "../../features/auth/api/get-session";
import { localized, navHref } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { storeNextRoute } from "../../lib/next-route";
import { useMaintenance } from "../../lib/shell-state/layout-data";
import { openLogin, useModals } from "../../lib/shell-state/modal-store";
import { useShell, useSidebarCollapsed } from "../../lib/shell-state/shell-store";
import { buttonClass } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { lazyPart } from "../lazy-part";
import { ThemeToggle } from "../preferences/theme-toggle";
import { isActive, MAIN_NAV, type NavItem, withoutDeposit } from "./nav-items";
import { navLabel, useMenu } from "./use-menu";

/**
 * A signed-in player's controls (balance, deposit, chat, profile menu) are fetched only for a player: a guest's page
 * does not carry their menus (docs/decisions/0215-initial-javascript-per-area.md). A server-rendered page loads them
 * before it hydrates, so they hydrate with the header and a first press on them is never lost
 * (docs/decisions/0222-first-press-and-lazy-parsing.md).
 */
const PlayerActions = lazyPart("player-actions");

/**
 * Opens login for a guest who picked a players-only item, remembering where they wanted to go
 * (docs/product/sessions.md#next-route).
 */
function loginFor(path: string) {
  storeNextRoute(path);
  openLogin();
}

/**
 * The top bar. Maintenance mode hides sign-up and deposit (docs/product/back-office.md#maintenance); the session and
 * the switch come from the loader, so the first paint is already right.
 */
export function Header() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const here = pathname.replace(/^\/[^/]+/, "") || "/";
  const menu = useMenu("header", MAIN_NAV);
  const player = usePlayer();
  const maintenance = useMaintenance();
  const headerItems = maintenance ? withoutDeposit(menu) : menu;
  const openModal = useModals((state) => state.open);
  const { setCollapsed, drawerOpen, setDrawerOpen } = useShell();
  const collapsed = useSidebarCollapsed();
  const toggleMenu = () => {
    if (window.matchMedia("(min-width: 1024px)").matches) setCollapsed(!collapsed);
    else setDrawerOpen(!drawerOpen);
  };
  return (
    <header className="sticky top-0 z-40 flex h-header items-center gap-1.5 border-b border-border/70 bg-bg-elevated/85 px-3 backdrop-blur-md sm:px-4">
      <button
        type="button"
        onClick={toggleMenu}
        className="grid size-10 shrink-0 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
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
        {headerItems.map((item) => (
          <HeaderNavLink key={item.key} item={item} active={isActive(item, here)} guest={!player} />
        ))}
      </nav>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {/* On phones the theme switch lives in the drawer: the header's room goes to the balance. */}
        <ThemeToggle className="hidden sm:grid" />
        {player ? (
          <PlayerActions player={player} maintenance={maintenance} />
        ) : (
          <>
            {/* Real links first (they work before hydration); with JS they open the modals in place. */}
            <Link
              to={`${localized(locale, here)}?login=1`}
              onClick={(event) => {
                event.preventDefault();
                openLogin();
              }}
              className={buttonClass({ variant: "secondary", size: "sm", className: "px-2.5 sm:px-4" })}
            >
              {t("header.login")}
            </Link>
            {maintenance ? null : (
              <Link
                to={localized(locale, "/register")}
                onClick={(event) => {
                  event.preventDefault();
                  openModal({ name: "signup" });
                }}
                className={buttonClass({ size: "sm", className: "px-2.5 sm:px-4" })}
              >
                {t("header.register")}
              </Link>
            )}
          </>
        )}
      </div>
    </header>
  );
}

/**
 * A header item; an authenticated one opens login for guests instead of navigating, an external one opens in a
 * new tab (docs/product/shell.md#header).
 */
function HeaderNavLink({ item, active, guest }: { item: NavItem; active: boolean; guest: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = navLabel(item, t);
  const className = `rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    active ? "bg-surface-2 text-text" : "text-muted hover:bg-surface-2 hover:text-text"
  }`;
  if (item.external) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <span className="sr-only"> {t("content.newTab")}</span>
      </a>
    );
  }
  const to = navHref(locale, item);
  return (
    <Link
      to={to}
      prefetch="intent"
      aria-current={active ? "page" : undefined}
      onClick={(event) => {
        if (!(item.authenticated && guest)) return;
        event.preventDefault();
        loginFor(to);
      }}
      className={className}
    >
      {label}
    </Link>
  );
}
