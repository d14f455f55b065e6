/**
 * The page a guest wanted before being asked to log in (docs/product/sessions.md#next-route: after login the player
 * is sent there). Kept in sessionStorage: per tab, gone with the tab, and only a path — never anything sensitive.
 */
export const NEXT_ROUTE_KEY = "vela.nextRoute";

type RouteStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const browserStorage = (): RouteStorage | undefined =>
  typeof window === "undefined" ? undefined : window.sessionStorage;

/** Only a same-site path is accepted, so a crafted value cannot send the player to another site. */
export function safeNextRoute(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  // Control characters (a newline, a tab) have no place in a path and can confuse URL parsers.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return value;
}

export function storeNextRoute(path: string, storage = browserStorage()): void {
  const safe = safeNextRoute(path);
  if (safe) storage?.setItem(NEXT_ROUTE_KEY, safe);
}

/** Reads and forgets the stored route (it is used once). */
export function takeNextRoute(storage = browserStorage()): string | null {
  const value = safeNextRoute(storage?.getItem(NEXT_ROUTE_KEY));
  storage?.removeItem(NEXT_ROUTE_KEY);
  return value;
}

export function clearNextRoute(storage = browserStorage()): void {
  storage?.removeItem(NEXT_ROUTE_KEY);
}
