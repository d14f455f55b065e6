import {
  Dice5,
  Gem,
  Gift,
  LifeBuoy,
  type LucideIcon,
  Medal,
  ShieldCheck,
  Trophy,
  Tv,
  Zap,
} from "lucide-react";

export interface NavItem {
  /** Key under `nav.` in the translation files. */
  key: string;
  /** Path without the locale prefix. */
  path: string;
  icon: LucideIcon;
  /** Hidden from guests (SPEC §2 sidebar); in the header such an item opens login for guests. */
  authenticated?: boolean;
  /** Matches the path exactly instead of as a prefix. */
  exact?: boolean;
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
  { key: "tournaments", path: "/promotions?tab=tournaments", icon: Medal },
  { key: "jackpots", path: "/casino?category=jackpots", icon: Gem },
  { key: "responsible", path: "/profile/responsiblegambling", icon: ShieldCheck, authenticated: true },
  { key: "support", path: "/contact", icon: LifeBuoy },
];

/** The mobile bottom bar (SPEC §2): casino, promotions, sports, live sports. */
export const BOTTOM_NAV: NavItem[] = [
  { key: "casino", path: "/casino", icon: Dice5 },
  { key: "promotions", path: "/promotions", icon: Gift },
  { key: "sports", path: "/sports", icon: Trophy, exact: true },
  { key: "sportsLive", path: "/sports/sporturi-live", icon: Zap },
];

/**
 * Whether a nav item is the current page. The live-sports link is active for its prefix followed by more text
 * with no further slash (SPEC §2), e.g. /sports/sporturi-live and /sports/sporturi-live-football.
 */
export function isActive(item: NavItem, pathWithoutLocale: string): boolean {
  const [target = ""] = item.path.split("?");
  if (item.path.includes("?")) return false;
  if (item.exact) return pathWithoutLocale === target;
  if (target === "/sports/sporturi-live") return /^\/sports\/sporturi-live[^/]*$/.test(pathWithoutLocale);
  return pathWithoutLocale === target || pathWithoutLocale.startsWith(`${target}/`);
}
