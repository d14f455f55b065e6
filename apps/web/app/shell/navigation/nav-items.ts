import type { NavigationItem } from "@casino/contract";
import {
  BadgePercent,
  CalendarDays,
  Crown,
  Dice5,
  ExternalLink,
  Gem,
  Gift,
  LifeBuoy,
  type LucideIcon,
  Medal,
  Radio,
  ShieldCheck,
  Trophy,
  Tv,
  User,
  Zap,
} from "lucide-react";

export interface NavItem {
  /** Key under `nav.` in the translation files. */
  key: string;
  /** Path without the locale prefix. */
  path: string;
  icon: LucideIcon;
  /** Hidden from guests (docs/product/shell.md#sidebar); in the header such an item opens login for guests. */
  authenticated?: boolean;
  /** Matches the path exactly instead of as a prefix. */
  exact?: boolean;
  /** The CMS title; built-in items are translated from `key` instead. */
  label?: string;
  /** Opens in a new tab (CMS links to other sites). */
  external?: boolean;
  /** Submenu. */
  items?: NavItem[];
}

/** Lucide icons by the names the CMS uses; unknown names fall back to a generic one. */
const ICONS: Record<string, LucideIcon> = {
  dices: Dice5,
  tv: Tv,
  trophy: Trophy,
  radio: Radio,
  gift: Gift,
  "badge-percent": BadgePercent,
  user: User,
  "life-buoy": LifeBuoy,
  "external-link": ExternalLink,
  medal: Medal,
  gem: Gem,
  "shield-check": ShieldCheck,
  zap: Zap,
  "calendar-days": CalendarDays,
  crown: Crown,
};

/** CMS navigation items as the shell's items; `exact` for /sports so live sports is not matched by it. */
export function fromCms(items: NavigationItem[], prefix = "cms"): NavItem[] {
  return items.map((item, index) => {
    const key = `${prefix}-${index}`;
    return {
      key,
      label: item.title,
      path: item.path,
      icon: (item.icon && ICONS[item.icon]) || (item.external ? ExternalLink : Dice5),
      authenticated: item.authenticated,
      external: item.external,
      exact: item.path === "/sports",
      items: fromCms(item.items, key),
    };
  });
}

/**
 * Items a visitor may see: guests never see authenticated items or their submenus (docs/product/shell.md#sidebar).
 */
export function visibleFor(items: NavItem[], guest: boolean): NavItem[] {
  return items
    .filter((item) => !(item.authenticated && guest))
    .map((item) => (item.items ? { ...item, items: visibleFor(item.items, guest) } : item));
}

/**
 * The deposit page: maintenance mode takes every way to it away (docs/product/back-office.md#maintenance), CMS menu
 * items included.
 */
export const DEPOSIT_PATH = "/profile/transactions/depositmoney";

/** Items without the deposit entry (maintenance mode), submenus included. */
export function withoutDeposit(items: NavItem[]): NavItem[] {
  return items
    .filter((item) => item.path.split("?")[0] !== DEPOSIT_PATH)
    .map((item) => (item.items ? { ...item, items: withoutDeposit(item.items) } : item));
}

/** The main navigation shown in the header (desktop) and sidebar. Content-managed navigation replaces it later. */
export const MAIN_NAV: NavItem[] = [
  { key: "casino", path: "/casino", icon: Dice5 },
  { key: "liveCasino", path: "/casino?category=live", icon: Tv },
  { key: "sports", path: "/sports", icon: Trophy, exact: true },
  { key: "sportsLive", path: "/sports/sporturi-live", icon: Zap },
  { key: "promotions", path: "/promotions", icon: Gift },
];

export const SECONDARY_NAV: NavItem[] = [
  { key: "tournaments", path: "/tournaments", icon: Medal },
  { key: "jackpots", path: "/casino?category=jackpots", icon: Gem },
  { key: "responsible", path: "/profile/responsiblegambling", icon: ShieldCheck, authenticated: true },
  { key: "support", path: "/contact", icon: LifeBuoy },
];

/** The mobile bottom bar (docs/product/shell.md#bottom-bar): casino, promotions, sports, live sports. */
export const BOTTOM_NAV: NavItem[] = [
  { key: "casino", path: "/casino", icon: Dice5 },
  { key: "promotions", path: "/promotions", icon: Gift },
  { key: "sports", path: "/sports", icon: Trophy, exact: true },
  { key: "sportsLive", path: "/sports/sporturi-live", icon: Zap },
];

/**
 * Whether a nav item is the current page. The live-sports link is active for its prefix followed by more text
 * with no further slash (docs/product/shell.md#routes), e.g. /sports/sporturi-live and
 * /sports/sporturi-live-football.
 */
export function isActive(item: NavItem, pathWithoutLocale: string): boolean {
  const [target = ""] = item.path.split("?");
  if (item.path.includes("?")) return false;
  if (item.exact) return pathWithoutLocale === target;
  if (target === "/sports/sporturi-live") return /^\/sports\/sporturi-live[^/]*$/.test(pathWithoutLocale);
  return pathWithoutLocale === target || pathWithoutLocale.startsWith(`${target}/`);
}

/**
 * The key of the one item of a menu (submenus included) that is the current page, or null. Of the items that match
 * (isActive), the one with the longest path: on /profile/mybets "Betting history" (/profile/mybets), not "My
 * profile" (/profile) with it. A child with its parent's own path wins over that parent ("All games" under
 * "Casino"); otherwise the first in menu order.
 */
export function activeKey(items: NavItem[], pathWithoutLocale: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const { item, ancestors } of flatten(items)) {
    if (item.external || !isActive(item, pathWithoutLocale)) continue;
    const length = (item.path.split("?")[0] ?? "").length;
    if (!best || length > best.length || (length === best.length && ancestors.includes(best.key)))
      best = { key: item.key, length };
  }
  return best?.key ?? null;
}

/** Every item of a menu in menu order, each with the keys of the items it is nested under. */
function flatten(items: NavItem[], ancestors: string[] = []): { item: NavItem; ancestors: string[] }[] {
  return items.flatMap((item) => [
    { item, ancestors },
    ...flatten(item.items ?? [], [...ancestors, item.key]),
  ]);
}
