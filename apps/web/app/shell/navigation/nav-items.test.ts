import type { NavigationItem } from "@casino/contract";
import { Dice5 } from "lucide-react";
import { describe, expect, it } from "vitest";
import { activeKey, DEPOSIT_PATH, fromCms, type NavItem, visibleFor, withoutDeposit } from "./nav-items";

const item = (path: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  title: path,
  path,
  authenticated: false,
  external: false,
  items: [],
  ...extra,
});

describe("visibleFor", () => {
  const menu = fromCms([
    item("/casino", { items: [item("/casino"), item("/live-casino")] }),
    item("/profile", { authenticated: true, items: [item("/profile", { authenticated: true })] }),
    item("/faq", { items: [item("/contact"), item("/profile/mybets", { authenticated: true })] }),
  ]);

  it("hides authenticated items and submenu entries from guests", () => {
    const paths = visibleFor(menu, true).map((entry) => [
      entry.path,
      entry.items?.map((child) => child.path),
    ]);
    expect(paths).toEqual([
      ["/casino", ["/casino", "/live-casino"]],
      ["/faq", ["/contact"]],
    ]);
  });

  it("shows everything to players", () => {
    expect(visibleFor(menu, false)).toHaveLength(3);
    expect(visibleFor(menu, false)[2]?.items).toHaveLength(2);
  });
});

describe("fromCms", () => {
  it("gives every item a unique key and keeps titles and flags", () => {
    const [casino, help] = fromCms([
      item("/casino", { items: [item("/casino")] }),
      item("https://x.org", { external: true }),
    ]);
    expect(casino?.key).not.toBe(casino?.items?.[0]?.key);
    expect(casino?.label).toBe("/casino");
    expect(help?.external).toBe(true);
  });

  it("matches /sports exactly, so live sports is not marked as sports too", () => {
    expect(fromCms([item("/sports")])[0]?.exact).toBe(true);
  });
});

describe("maintenance mode", () => {
  it("drops the deposit entry from a menu, submenus included", () => {
    const menu: NavItem[] = [
      { key: "a", path: "/profile", icon: Dice5, items: [{ key: "b", path: DEPOSIT_PATH, icon: Dice5 }] },
      { key: "c", path: `${DEPOSIT_PATH}?amount=20`, icon: Dice5 },
      { key: "d", path: "/casino", icon: Dice5 },
    ];
    expect(withoutDeposit(menu)).toEqual([{ ...menu[0], items: [] }, menu[2]]);
  });
});

describe("activeKey", () => {
  // The seeded CMS sidebar's shape: parents that link to their first child, and one page in two places.
  const [casino, loyalty, account] = fromCms([
    item("/casino", { items: [item("/casino"), item("/live-casino")] }),
    item("/profile/loyalty"),
    item("/profile", {
      items: [item("/profile"), item(DEPOSIT_PATH), item("/profile/loyalty"), item("/profile/mybets")],
    }),
  ]);
  const menu = [casino, loyalty, account] as NavItem[];

  it("lights only the page open, not the profile whose path it starts with", () => {
    expect(activeKey(menu, DEPOSIT_PATH)).toBe(account?.items?.[1]?.key);
    expect(activeKey(menu, "/profile/mybets")).toBe(account?.items?.[3]?.key);
    expect(activeKey(menu, "/profile")).toBe(account?.items?.[0]?.key);
  });

  it("prefers a child over its parent with the same path, and otherwise the first in the menu", () => {
    expect(activeKey(menu, "/casino")).toBe(casino?.items?.[0]?.key);
    expect(activeKey(menu, "/profile/loyalty")).toBe(loyalty?.key);
  });

  it("lights nothing on a page the menu does not hold", () => {
    expect(activeKey(menu, "/promotions")).toBeNull();
  });
});
