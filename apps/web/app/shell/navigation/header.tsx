import { Headset, Menu, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePlayer } from "../../features/auth/api/get-session";
import { BalanceMenu } from "../../features/cashier/components/balance-menu";
import { useChatUnread } from "../../features/support/components/live-chat";
import { localized, navHref } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { storeNextRoute } from "../../lib/next-route";
import { useMaintenance } from "../../lib/shell-state/layout-data";
import { openLogin, useModals } from "../../lib/shell-state/modal-store";
import { useChatOpen, useShell, useSidebarCollapsed } from "../../lib/shell-state/shell-store";
import { buttonClass } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { ThemeToggle } from "../preferences/theme-toggle";
import { useMediaQuery, WIDE_QUERY } from "../use-media-query";
import { isActive, MAIN_NAV, type NavItem, withoutDeposit } from "./nav-items";
import { ProfileMenu } from "./profile-menu";
import { navLabel, useMenu } from "./use-menu";

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
          <>
            <BalanceMenu currency={player.currency.code} canDeposit={!maintenance} />
            {maintenance ? null : (
              // A real link first (it works before hydration); with JS it opens the deposit modal in place.
              <Link
                to={localized(locale, "/profile/transactions/depositmoney")}
                aria-haspopup="dialog"
                onClick={(event) => {
                  event.preventDefault();
                  openModal({ name: "deposit" });
                }}
                className={buttonClass({ size: "sm", className: "w-9 px-0 sm:w-auto sm:px-4" })}
              >
                <Plus className="size-5 sm:hidden" aria-hidden />
                <span className="sr-only sm:not-sr-only">{t("header.deposit")}</span>
              </Link>
            )}
            <ChatToggle />
            <ProfileMenu session={player} maintenance={maintenance} />
          </>
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

/** Opens and closes the support chat panel (players only): beside the page from 1280 px, a drawer below. */
function ChatToggle() {
  const { t } = useTranslation();
  const open = useChatOpen();
  const { chatDrawerOpen, setChatOpen, setChatDrawerOpen } = useShell();
  const wide = useMediaQuery(WIDE_QUERY);
  const toggle = () => (wide ? setChatOpen(!open) : setChatDrawerOpen(!chatDrawerOpen));
  const expanded = wide ? open : chatDrawerOpen;
  const unread = useChatUnread();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={expanded}
      aria-controls="chat-panel"
      aria-label={t(expanded ? "chatPanel.close" : "chatPanel.open")}
      title={t(expanded ? "chatPanel.close" : "chatPanel.open")}
      className={`relative grid size-10 shrink-0 place-items-center rounded-xl transition-colors hover:bg-surface-2 hover:text-text ${
        expanded ? "bg-surface-2 text-text" : "text-muted"
      }`}
    >
      <Headset className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          data-testid="chat-unread"
          className="absolute -top-0.5 -right-0.5 grid min-w-[18px] place-items-center rounded-full bg-primary px-1 text-[10px] font-bold leading-[18px] text-primary-contrast"
        >
          {unread > 9 ? "9+" : unread}
          <span className="sr-only"> {t("supportChat.unread", { count: unread })}</span>
        </span>
      ) : null}
    </button>
  );
}
