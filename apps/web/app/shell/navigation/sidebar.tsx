import { ChevronsLeft, ChevronsRight, Gift, X } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePlayer } from "../../features/auth/api/get-session";
import { localized, navHref } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { storeNextRoute } from "../../lib/next-route";
import { useMaintenance } from "../../lib/shell-state/layout-data";
import { openLogin } from "../../lib/shell-state/modal-store";
import { useShell, useSidebarCollapsed } from "../../lib/shell-state/shell-store";
import { LocaleCurrencyButton } from "../preferences/locale-currency-button";
import { ThemeToggle } from "../preferences/theme-toggle";
import { LiveClock } from "./live-clock";
import { activeKey, MAIN_NAV, type NavItem, SECONDARY_NAV, visibleFor, withoutDeposit } from "./nav-items";
import { navLabel, useMenu } from "./use-menu";

/** The built-in sidebar, shown only when the CMS menu cannot be fetched. */
const FALLBACK_SIDEBAR: NavItem[] = [...MAIN_NAV, ...SECONDARY_NAV];

export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { setCollapsed, drawerOpen, setDrawerOpen } = useShell();
  const collapsed = useSidebarCollapsed();
  // Guests do not see authenticated items (docs/product/shell.md#sidebar); the session is known from the first paint.
  const isGuest = !usePlayer();
  // The drawer closes whenever the page changes.
  useEffect(() => {
    if (pathname) setDrawerOpen(false);
  }, [pathname, setDrawerOpen]);
  const here = pathname.replace(/^\/[^/]+/, "") || "/";
  const visible = visibleFor(useMenu("sidebar", FALLBACK_SIDEBAR), isGuest);
  const maintenance = useMaintenance();
  const items = maintenance ? withoutDeposit(visible) : visible;
  // One item is the page open; the bonus item stands for /promotions only when the menu has no entry for it.
  const current = activeKey(items, here);
  return (
    <>
      <div
        aria-hidden
        onClick={() => setDrawerOpen(false)}
        className={`fixed inset-0 z-[45] bg-black/60 backdrop-blur-sm transition-opacity lg:hidden ${
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
          <LocaleCurrencyButton />
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
          <BonusItem
            guest={isGuest}
            collapsed={collapsed}
            active={here === "/promotions" && current === null}
          />
          <NavList items={items} current={current} collapsed={collapsed} />
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

/**
 * docs/product/shell.md#sidebar: the bonus item goes to /promotions for players; for guests it opens login, and after
 * login the player lands on /promotions (the stored next route).
 */
function BonusItem({ guest, collapsed, active }: { guest: boolean; collapsed: boolean; active: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = t("sidebar.bonus");
  const className = `mb-3 flex h-12 w-full items-center gap-3 rounded-xl bg-linear-to-r from-gold/25 via-primary/20 to-primary/10 px-3 text-left text-sm font-bold text-text ring-1 ring-inset transition-colors hover:from-gold/35 ${
    active ? "ring-gold/70" : "ring-gold/35"
  } ${collapsed ? "lg:justify-center lg:px-0" : ""}`;
  const content = (
    <>
      <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-gold text-bg">
        <Gift className="size-4" aria-hidden />
      </span>
      <span className={`min-w-0 flex-1 ${collapsed ? "lg:sr-only" : ""}`}>
        <span className="block truncate">{label}</span>
        <span className="block truncate text-[11px] font-semibold text-muted">
          {t(guest ? "sidebar.bonusGuest" : "sidebar.bonusPlayer")}
        </span>
      </span>
    </>
  );
  if (guest) {
    return (
      <button
        type="button"
        onClick={() => {
          storeNextRoute(localized(locale, "/promotions"));
          openLogin();
        }}
        className={className}
        title={collapsed ? label : undefined}
        data-testid="sidebar-bonus"
      >
        {content}
      </button>
    );
  }
  return (
    <Link
      to={localized(locale, "/promotions")}
      aria-current={active ? "page" : undefined}
      className={className}
      title={collapsed ? label : undefined}
      data-testid="sidebar-bonus"
    >
      {content}
    </Link>
  );
}

function NavList({
  items,
  current,
  collapsed,
}: {
  items: NavItem[];
  current: string | null;
  collapsed: boolean;
}) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <SidebarLink
            item={item}
            state={
              item.key === current
                ? "current"
                : item.items?.some((child) => child.key === current)
                  ? "holdsCurrent"
                  : null
            }
            collapsed={collapsed}
            parent={Boolean(item.items?.length)}
          />
          {item.items?.length ? (
            // Submenus are hidden in the collapsed (icon-only) rail; the parent link still leads there.
            <ul
              className={`mt-1 ml-6 space-y-0.5 border-l border-border/60 pl-2 ${collapsed ? "lg:hidden" : ""}`}
            >
              {item.items.map((child) => (
                <li key={child.key}>
                  <SidebarLink
                    item={child}
                    state={child.key === current ? "current" : null}
                    collapsed={false}
                    nested
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({
  item,
  state,
  collapsed,
  nested = false,
  parent = false,
}: {
  item: NavItem;
  /** The page open ("current"), a parent of it ("holdsCurrent"), or neither. */
  state: "current" | "holdsCurrent" | null;
  collapsed: boolean;
  nested?: boolean;
  /** Has a submenu: the current child carries the highlight, the parent only brightens. */
  parent?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = navLabel(item, t);
  const Icon = item.icon;
  const active = state !== null;
  // In the collapsed rail the submenu is hidden, so a parent of the page open carries the highlight itself.
  const highlight =
    state === "current" || (parent && collapsed)
      ? "bg-primary/15 text-text ring-1 ring-inset ring-primary/40"
      : "text-text hover:bg-surface-2";
  const className = `group flex items-center gap-3 rounded-xl px-3 font-semibold transition-colors ${
    nested ? "h-9 text-[13px]" : "h-11 text-sm"
  } ${active ? highlight : "text-muted hover:bg-surface-2 hover:text-text"}`;
  const content = (
    <>
      {nested ? null : (
        <Icon className={`size-5 shrink-0 ${active ? "text-primary-strong" : ""}`} aria-hidden />
      )}
      <span className={`truncate ${collapsed ? "lg:sr-only" : ""}`}>{label}</span>
      {item.external ? <span className="sr-only"> {t("content.newTab")}</span> : null}
    </>
  );
  if (item.external) {
    return (
      <a
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        title={collapsed ? label : undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      to={navHref(locale, item)}
      prefetch="intent"
      aria-current={state === "current" ? "page" : undefined}
      title={collapsed ? label : undefined}
      className={className}
    >
      {content}
    </Link>
  );
}
